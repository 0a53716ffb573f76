import Foundation
import Localization
import SystemSupport

/// The entries of a lessons folder, and the Markdown files hidden in its subfolders. Listing a
/// folder never opens a file, so nothing in it can block.
enum LessonFolderListing {
    /// The names in `folder`, or one sentence on why it cannot be listed (at `folder:1:1`).
    static func names(in folder: URL) -> Result<[String], LessonFileReader.Refusal> {
        func problem(_ message: String, _ fix: String) -> Result<[String], LessonFileReader.Refusal> {
            .failure(LessonFileReader.Refusal(Diagnostic(file: folder.path, line: 1, column: 1, severity: .error, message: message, fix: fix)))
        }
        let elsewhere = "point rxlearn at the folder that holds the lesson files"
        switch FileKind.of(path: folder.path) {
        case .failure(.cannotLook(ENOENT)), .failure(.danglingLink):
            return problem("the lessons folder does not exist", "create it, or \(elsewhere)")
        case .failure(.cannotLook(EACCES)):
            return problem("the lessons folder cannot be reached: permission denied", "give yourself access to the folders above it, or \(elsewhere)")
        case .failure(let other):
            return problem("the lessons folder cannot be opened: \(other.sentence.message)", elsewhere)
        case .success(.directory):
            break
        case .success(.regular):
            return problem("the lessons folder is a file, not a folder", elsewhere)
        case .success(let kind):
            return problem("the lessons folder is not a folder (\(kind.refusal.message))", elsewhere)
        }
        // Probed with opendir for the reason, since Foundation's error would be a raw dump.
        guard let directory = opendir(folder.path) else {
            if errno == EACCES {
                return problem("the lessons folder cannot be read: permission denied", "give yourself read access, e.g. with `chmod u+rx`, or \(elsewhere)")
            }
            return problem("the lessons folder cannot be read: \(SystemError.text(errno))", elsewhere)
        }
        closedir(directory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return problem("the lessons folder cannot be read", "check its permissions, or \(elsewhere)")
        }
        return .success(names)
    }

    /// How deep subfolders are searched, and how many entries at most: enough for any course,
    /// bounded should the lessons folder be pointed at a home folder.
    static let searchDepth = 3
    static let searchLimit = 5_000

    /// `.md` files below the subfolders of `folder` (documentation files and hidden folders
    /// left out), as paths within it: `extra/4.9-more.md`. Symbolic links are not followed.
    static func markdownInSubfolders(of folder: URL, names: [String]) -> [String] {
        var found: [String] = []
        var budget = searchLimit
        func search(_ relative: String, depth: Int) {
            guard depth <= searchDepth, budget > 0,
                  let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(relative).path)
            else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && budget > 0 {
                budget -= 1
                let path = relative + "/" + entry
                if isDirectory(folder.appendingPathComponent(path)) {
                    search(path, depth: depth + 1)
                } else if entry.hasSuffix(".md") && !LessonLibrary.documentationFiles.contains(entry) {
                    found.append(path)
                }
            }
        }
        // A translation's folder (`zh-Hans/`) holds chapters of its own kind, read by `Translation`.
        let translationFolders = Set(Language.translations.map(\.code))
        for name in names.sorted() where !name.hasPrefix(".") && !translationFolders.contains(name) && isDirectory(folder.appendingPathComponent(name)) {
            search(name, depth: 1)
        }
        return found
    }

    /// A real folder, not a symbolic link to one.
    private static func isDirectory(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR)
    }
}

import Foundation
import Localization
import SystemSupport

/// A file of the learner's workspace that could not be read or written, said as one sentence with
/// what to do — never Foundation's `NSCocoaErrorDomain … Code=512` text.
public struct WorkspaceFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Action: Sendable { case read, write }

    public let path: String
    /// What is wrong, as the end of "PATH …": "is read-only", "is a file, not a folder", in
    /// each language (`UIText.LearnerFiles`).
    public let problemPhrase: Phrase
    public let fixPhrase: Phrase

    public init(path: String, problem: Phrase, fix: Phrase) {
        self.path = path
        self.problemPhrase = problem
        self.fixPhrase = fix
    }

    public init(path: String, problem: String, fix: String) {
        self.init(path: path, problem: Phrase(problem), fix: Phrase(fix))
    }

    /// What is wrong, in the learner's language.
    public var problem: String { problemPhrase.text }
    public var fix: String { fixPhrase.text }

    public var description: String { Words.sentence(path: path, problem: problemPhrase, fix: fixPhrase).text }

    private typealias Words = UIText.LearnerFiles

    /// Words for the errno of a failed system call on `path`.
    public static func fromErrno(_ code: Int32, action: Action, path: String) -> WorkspaceFileError {
        switch code {
        case EROFS:
            WorkspaceFileError(path: path, problem: Words.readOnlyFileSystem, fix: Words.chooseAnotherWorkspace)
        case EACCES, EPERM:
            WorkspaceFileError(path: path, problem: Words.permissionDenied(reading: action == .read), fix: Words.giveYourselfAccess)
        case ENOTDIR:
            // Name the file that stands where a folder should be, not the path below it.
            diagnose(path: path, action: action)
        case EISDIR:
            WorkspaceFileError(path: path, problem: Words.folderWhereAFileGoes, fix: Words.moveTheFolderAway)
        case ENOSPC, EDQUOT:
            WorkspaceFileError(path: path, problem: Words.diskFull, fix: Words.freeSomeSpace)
        case ELOOP:
            WorkspaceFileError(path: path, problem: Words.linkLoop, fix: Words.removeTheLink)
        default:
            WorkspaceFileError(path: path, problem: Words.cannot(reading: action == .read, reason: String(cString: strerror(code))),
                               fix: Words.checkTheFolder)
        }
    }

    /// Turns a Foundation error from reading or writing `path` into words, using the POSIX error
    /// underneath when Foundation kept one.
    public static func from(_ error: any Error, action: Action, path: String) -> WorkspaceFileError {
        if let known = error as? WorkspaceFileError { return known }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadInapplicableStringEncoding: return WorkspaceFileError(path: path, problem: Words.notUTF8, fix: Words.saveAsUTF8)
            case .fileWriteVolumeReadOnly: return fromErrno(EROFS, action: action, path: path)
            case .fileWriteOutOfSpace: return fromErrno(ENOSPC, action: action, path: path)
            default: break
            }
        }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return fromErrno(Int32(nsError.code), action: action, path: path) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return fromErrno(Int32(underlying.code), action: action, path: path)
        }
        // Foundation sometimes drops the errno; find the first thing on the path that is in the way.
        return diagnose(path: path, action: action)
    }

    /// Looks at the path itself when no error code survived: the first ancestor that is a file,
    /// a folder that is not writable, or a file that is not readable.
    static func diagnose(path: String, action: Action) -> WorkspaceFileError {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        var chain: [URL] = []
        while ancestor.path != "/" && !ancestor.path.isEmpty {
            chain.append(ancestor)
            ancestor = ancestor.deletingLastPathComponent()
        }
        for folder in chain.reversed() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { break }
            if !isFolder.boolValue {
                return WorkspaceFileError(path: folder.path, problem: Words.fileNotFolder, fix: Words.moveItAway)
            }
        }
        if action == .write, let existing = chain.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
           !FileManager.default.isWritableFile(atPath: existing.path) {
            // A read-only mount is not a matter of permissions: chmod would not help.
            return fromErrno(isOnReadOnlyFileSystem(existing.path) ? EROFS : EACCES, action: .write, path: existing.path)
        }
        return WorkspaceFileError(path: path, problem: Words.cannot(reading: action == .read), fix: Words.checkTheFolder)
    }

    static func isOnReadOnlyFileSystem(_ path: String) -> Bool {
        var info = statvfs()
        return statvfs(path, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
    }
}

import Foundation
import SystemSupport

/// Reads one lesson file so that no file can hang or flood a command: it looks at what the path
/// is before opening it (a named pipe would block the reader for ever, a device such as
/// `/dev/zero` never ends), follows symbolic links only to regular files, and reads at most
/// `sizeLimit` bytes. Every refusal is a whole-file error at `file:1:1` worded for the author.
enum LessonFileReader {
    /// Far more than any chapter needs (the longest bundled one is under 100 KB); a bigger file
    /// is not a lesson and would only make every command slow.
    static let sizeLimit = 4 << 20

    static let tooBig = (
        message: "the file is larger than \(sizeLimit >> 20) MB, too big to be a lesson, so it is not read",
        fix: "split it into chapters of their own, or move what is not a lesson out of the lessons folder")

    /// The file's bytes, or why it cannot be a lesson file. `name` is how diagnostics name it.
    static func read(_ url: URL, name: String) -> Result<Data, Refusal> {
        let path = url.path
        let kind: FileKind
        switch FileKind.of(path: path) {
        case .failure(let problem): return .failure(Refusal(wholeFile(name, problem.sentence)))
        case .success(let found): kind = found
        }
        guard case .regular(let size) = kind, size <= sizeLimit else { return .failure(Refusal(wholeFile(name, kind.refusal))) }
        return readRegularFile(at: path).mapError { Refusal(wholeFile(name, $0.sentence)) }
    }

    /// Why a file or folder is not read, as the diagnostic to report.
    struct Refusal: Error {
        let diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }

    /// A whole-file problem: the file is left out, and the position is its start.
    static func wholeFile(_ name: String, _ sentence: (message: String, fix: String)) -> Diagnostic {
        Diagnostic(file: name, line: 1, column: 1, severity: .error, message: sentence.message, fix: sentence.fix)
    }

    /// Opens without blocking (should the path have become a pipe since it was looked at), checks
    /// again that what was opened is a regular file, and reads up to one byte past the limit.
    private static func readRegularFile(at path: String) -> Result<Data, ReadProblem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.cannotOpen(errno)) }
        guard FileKind(mode: status.st_mode, size: Int(status.st_size)).isRegular else { return .failure(.changedWhileRead) }

        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), sizeLimit) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return .failure(.cannotRead(errno)) }
            if got == 0 { break }
            count += got
            // The file grew since it was measured: room for one more chunk, up to the limit.
            if count == bytes.count && count <= sizeLimit {
                bytes += [UInt8](repeating: 0, count: min(64 << 10, sizeLimit + 1 - count))
            }
        }
        guard count <= sizeLimit else { return .failure(.grewTooBig) }
        return .success(Data(bytes[..<count]))
    }

    enum ReadProblem: Error {
        case cannotOpen(Int32)
        case cannotRead(Int32)
        case changedWhileRead
        case grewTooBig

        var sentence: (message: String, fix: String) {
            switch self {
            case .cannotOpen(EACCES), .cannotRead(EACCES):
                ("the file cannot be read: permission denied", "give yourself read permission, e.g. with `chmod u+r`")
            case .cannotOpen(let code), .cannotRead(let code):
                ("the file cannot be read: \(SystemError.text(code))", "check that it is a readable lesson file on a working disk")
            case .changedWhileRead:
                ("the file was replaced by something that is not a regular file while it was read", "make it a regular Markdown file, then try again")
            case .grewTooBig:
                LessonFileReader.tooBig
            }
        }
    }
}

/// What a path is, as far as reading a lesson file is concerned. Symbolic links are followed to
/// what they point at, and say so in the wording.
enum FileKind {
    case regular(size: Int)
    case directory
    case namedPipe
    case socket
    case device
    case other
    /// A symbolic link to something that is not a regular file.
    indirect case link(to: FileKind, target: String)

    init(mode: mode_t, size: Int) {
        switch mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG): self = .regular(size: size)
        case mode_t(S_IFDIR): self = .directory
        case mode_t(S_IFIFO): self = .namedPipe
        case mode_t(S_IFSOCK): self = .socket
        case mode_t(S_IFCHR), mode_t(S_IFBLK): self = .device
        default: self = .other
        }
    }

    var isRegular: Bool {
        if case .regular = self { return true }
        return false
    }

    /// Looks at `path` without opening it: `lstat`, then `stat` through a symbolic link.
    static func of(path: String) -> Result<FileKind, LookProblem> {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .failure(.cannotLook(errno)) }
        guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else {
            return .success(FileKind(mode: status.st_mode, size: Int(status.st_size)))
        }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        guard stat(path, &status) == 0 else {
            return .failure(errno == ELOOP ? .linkLoop : errno == ENOENT ? .danglingLink(target) : .cannotLook(errno))
        }
        let kind = FileKind(mode: status.st_mode, size: Int(status.st_size))
        return .success(kind.isRegular ? kind : .link(to: kind, target: target))
    }

    /// Why a lesson file of this kind is not read (for a regular file: it is too big).
    var refusal: (message: String, fix: String) {
        switch self {
        case .regular:
            LessonFileReader.tooBig
        case .directory:
            ("this is a folder, not a lesson file", "rename it so that its name does not end in `.md`, or move its lesson files into the lessons folder itself")
        case .namedPipe:
            ("this is a named pipe (FIFO), not a lesson file, so it is not read", "replace it with a regular Markdown file, or remove it")
        case .socket:
            ("this is a socket, not a lesson file, so it is not read", "remove it from the lessons folder")
        case .device:
            ("this is a device, not a lesson file, so it is not read", "remove it from the lessons folder")
        case .other:
            ("this is not a regular file, so it is not read", "replace it with a regular Markdown file, or remove it")
        case .link(let kind, let target):
            ("this is a symbolic link to `\(target)`, which is \(kind.article) and not a lesson file, so it is not read",
             "point the link at a regular Markdown file, or remove it")
        }
    }

    private var article: String {
        switch self {
        case .regular: "a file"
        case .directory: "a folder"
        case .namedPipe: "a named pipe"
        case .socket: "a socket"
        case .device: "a device"
        case .other, .link: "not a regular file"
        }
    }

    enum LookProblem: Error {
        case cannotLook(Int32)
        case linkLoop
        case danglingLink(String)

        var sentence: (message: String, fix: String) {
            switch self {
            case .cannotLook(EACCES):
                ("the file cannot be looked at: permission denied", "give yourself access to the lessons folder, e.g. with `chmod u+rx`")
            case .cannotLook(ENOENT):
                ("the file disappeared while the lessons folder was read", "run the command again")
            case .cannotLook(let code):
                ("the file cannot be looked at: \(SystemError.text(code))", "check that it is a readable lesson file")
            case .linkLoop:
                ("this symbolic link loops back on itself (or through too many links), so it is not read", "point it at a regular Markdown file, or remove it")
            case .danglingLink(let target):
                ("this symbolic link points at `\(target)`, which does not exist", "point it at an existing lesson file, or remove it")
            }
        }
    }
}

enum SystemError {
    /// The C library's wording for an `errno` value, lower-cased to sit inside a sentence.
    static func text(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let sentence = String(cString: text)
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}

/// `read(2)`, named apart from `LessonFileReader.read` so that the call inside it is unambiguous.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

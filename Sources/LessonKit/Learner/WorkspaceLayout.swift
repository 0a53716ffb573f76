import Foundation
import Localization

/// Where the learner's files live inside the workspace: edited cells at
/// `<workspace>/cells/<lesson id>/<cell id>.swift` (the notebook edits them, `rxlearn run` uses
/// them), exercise answers at `<workspace>/exercises/<exercise id>.swift`. Plain files, so that any editor can change them;
/// the bundled lesson file is never touched.
public struct WorkspaceLayout: Sendable, Equatable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    public func editedCellURL(lessonID: String, cellID: String) -> URL {
        root.appendingPathComponent("cells", isDirectory: true)
            .appendingPathComponent(lessonID, isDirectory: true).appendingPathComponent("\(cellID).swift")
    }

    /// The learner's edited copy of the cell: none, its code, or why it cannot be read (not
    /// UTF-8, no permission) — never silently none, which would run the lesson's code instead.
    public func editedCell(lessonID: String, cellID: String) -> EditedCellFile {
        let url = editedCellURL(lessonID: lessonID, cellID: cellID)
        guard FileManager.default.fileExists(atPath: url.path) else { return .absent }
        do {
            return .code(try LearnerTextFile.read(url))
        } catch {
            return .unreadable(WorkspaceFileError.from(error, action: .read, path: url.path))
        }
    }

    /// The learner's file for an exercise: `<workspace>/exercises/<exercise id>.swift`.
    public func exerciseURL(exerciseID: String) -> URL {
        root.appendingPathComponent("exercises", isDirectory: true).appendingPathComponent("\(exerciseID).swift")
    }

    /// The file a spaced review of an exercise is answered in, apart from the learner's first
    /// answer: a review is written from memory.
    public func reviewURL(exerciseID: String) -> URL {
        root.appendingPathComponent("reviews", isDirectory: true).appendingPathComponent("\(exerciseID).swift")
    }

    /// The file a review is answered in, ready for it: a review that begins gets a fresh file
    /// made from `review`'s start file (a review is written from memory, never from the last
    /// one); a review under way keeps the learner's work, unless its file is gone.
    public func prepareReviewFile(for review: Exercise, underWay: Bool) throws -> URL {
        let url = reviewURL(exerciseID: review.id)
        if !underWay || !FileManager.default.fileExists(atPath: url.path) { try Self.write(review.startFile, to: url) }
        return url
    }

    /// The learner's exercise file, made from `Exercise.startFile` (the task as a comment, then
    /// the start code) the first time it is needed. An existing file is never overwritten: it is
    /// the learner's work.
    public func prepareExerciseFile(for exercise: Exercise) throws -> URL {
        let url = exerciseURL(exerciseID: exercise.id)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try Self.write(exercise.startFile, to: url)
        return url
    }

    /// Puts the start file back, keeping the learner's version beside it under the first free
    /// backup name (`<id>.swift.bak`, `.bak.2`, …: see `WorkspaceBackup`). Returns where the
    /// learner's version went, or nil when there was no file to keep.
    ///
    /// When the start file cannot be written after the learner's version was moved aside (a
    /// full disk), the error says where their version is safe.
    @discardableResult
    public func resetExerciseFile(for exercise: Exercise) throws -> URL? {
        let backup = try WorkspaceBackup.keepAside(exerciseURL(exerciseID: exercise.id))
        do {
            _ = try prepareExerciseFile(for: exercise)
        } catch let error as WorkspaceFileError {
            guard let backup else { throw error }
            throw WorkspaceFileError(path: error.path, problem: error.problemPhrase,
                                     fix: UIText.LearnerFiles.yourVersionIsSafe(in: backup.path, then: error.fixPhrase))
        }
        return backup
    }

    /// Writes a workspace file (or any file the learner names, such as `--svg`'s), making its
    /// folders, atomically and through a symbolic link (`AtomicFile`); a failure is a
    /// `WorkspaceFileError`, a sentence that says what to do (a read-only disk, a file where a
    /// folder should be, a device or a named pipe at the path).
    public static func write(_ text: String, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw WorkspaceFileError.from(error, action: .write, path: url.deletingLastPathComponent().path)
        }
        try AtomicFile.write(Data(text.utf8), to: url)
    }

    /// Reads a workspace file as text; a failure is a `WorkspaceFileError` (a file that is not
    /// UTF-8 says what it looks like instead).
    public static func read(_ url: URL) throws -> String {
        try LearnerTextFile.read(url)
    }
}

/// What the workspace holds for one cell (`WorkspaceLayout.editedCell`).
public enum EditedCellFile: Sendable, Equatable {
    /// The learner has not edited the cell: the lesson's code runs.
    case absent
    /// The learner's code, run instead of the lesson's.
    case code(String)
    /// There is a copy but it cannot be read: nothing runs in its place, and the error says why.
    case unreadable(WorkspaceFileError)

    public var code: String? {
        if case .code(let code) = self { return code }
        return nil
    }
}

import Foundation

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

    /// The learner's edited code for the cell, or nil if there is none (or it cannot be read).
    public func editedCode(lessonID: String, cellID: String) -> String? {
        try? String(contentsOf: editedCellURL(lessonID: lessonID, cellID: cellID), encoding: .utf8)
    }

    /// The learner's file for an exercise: `<workspace>/exercises/<exercise id>.swift`.
    public func exerciseURL(exerciseID: String) -> URL {
        root.appendingPathComponent("exercises", isDirectory: true).appendingPathComponent("\(exerciseID).swift")
    }

    /// The learner's exercise file, created from the exercise's start file the first time it is
    /// needed. An existing file is never overwritten: it is the learner's work.
    public func prepareExerciseFile(exerciseID: String, startCode: String) throws -> URL {
        let url = exerciseURL(exerciseID: exerciseID)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((startCode + "\n").utf8).write(to: url, options: .atomic)
        return url
    }

    /// Puts the start file back, keeping the learner's version as `<id>.swift.bak` (replacing an
    /// older backup). Returns the backup's URL, or nil when there was no file to keep.
    @discardableResult
    public func resetExerciseFile(exerciseID: String, startCode: String) throws -> URL? {
        let url = exerciseURL(exerciseID: exerciseID)
        var backup: URL?
        if FileManager.default.fileExists(atPath: url.path) {
            let kept = url.appendingPathExtension("bak")
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.moveItem(at: url, to: kept)
            backup = kept
        }
        _ = try prepareExerciseFile(exerciseID: exerciseID, startCode: startCode)
        return backup
    }
}

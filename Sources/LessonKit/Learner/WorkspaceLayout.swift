import Foundation

/// Where the learner's edited copy of a cell lives inside the workspace:
/// `<workspace>/<lesson id>/<cell id>.swift`. Plain files, so that any editor can change them;
/// the bundled lesson file is never touched.
public struct WorkspaceLayout: Sendable, Equatable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    public func editedCellURL(lessonID: String, cellID: String) -> URL {
        root.appendingPathComponent(lessonID, isDirectory: true).appendingPathComponent("\(cellID).swift")
    }

    /// The learner's edited code for the cell, or nil if there is none (or it cannot be read).
    public func editedCode(lessonID: String, cellID: String) -> String? {
        try? String(contentsOf: editedCellURL(lessonID: lessonID, cellID: cellID), encoding: .utf8)
    }
}

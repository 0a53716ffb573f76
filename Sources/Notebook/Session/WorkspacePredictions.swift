import Foundation
import LessonKit
import NotebookCore

/// The file a printed prediction is written in when the learner takes it to their editor
/// (Ctrl-E while predicting): `<workspace>/predictions/<lesson>/<cell>.txt`, one predicted line
/// per line, `...` for a line they cannot tell. It is kept, so the next Ctrl-E opens it again.
struct WorkspacePredictions {
    let folder: URL

    init(workspace: URL) {
        folder = workspace.appendingPathComponent("predictions", isDirectory: true)
    }

    func file(for key: CellKey) -> URL {
        folder.appendingPathComponent(key.lessonID, isDirectory: true).appendingPathComponent("\(key.cellID).txt")
    }

    /// Writes the lines typed so far for the editor to open.
    func prepare(_ key: CellKey, lines: [String]) throws -> URL {
        let url = file(for: key)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = lines.joined(separator: "\n")
        try Data((text.isEmpty ? "" : text + "\n").utf8).write(to: url, options: .atomic)
        return url
    }

    /// The lines the file holds after the editor closed, without the empty ones at its end.
    func read(_ key: CellKey) throws -> [String] {
        // `\r\n` is one Character in Swift: made `\n` first, so that lines end alike.
        var lines = try String(contentsOf: file(for: key), encoding: .utf8)
            .replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

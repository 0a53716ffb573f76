import Foundation
import Marbles

extension Exercise {
    /// What the learner's answer file holds before they touch it: the task as a comment (so the
    /// file says what to do in any editor), then the start code. `rxlearn check`, `reset`
    /// and the notebook all make the file from this, and the notebook compares an answer with it
    /// to know whether the learner changed anything. Comments only: it fails as the start code does.
    public var startFile: String {
        var lines = ["// Exercise \(id): \(title)"]
        let task = prose.trimmingCharacters(in: .whitespacesAndNewlines)
        if !task.isEmpty {
            lines.append("//")
            // 60 columns: with `// ` and the line numbers it fits the notebook's code pane, which
            // is about 70 columns wide when the prose stands beside it, without wrapping again.
            lines += TextWrapping.lines(task, width: 60).map { $0.isEmpty ? "//" : "// " + $0 }
        }
        // An order-the-chain exercise gives its lines shuffled into `solve` (`ChainFile`).
        if chain != nil { return chainStartFile(task: lines) }
        return lines.joined(separator: "\n") + "\n\n" + start.source + "\n"
    }
}

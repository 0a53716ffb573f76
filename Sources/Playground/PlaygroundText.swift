import Marbles

/// The playground as plain text: the operator list and a played run, for `rxlearn play` without
/// a terminal (and for anything else that wants the lanes as lines).
public enum PlaygroundText {
    /// `rxlearn play --list`: every operator, its summary and what the learner changes, then the
    /// comparisons. An entry starts a line; what does not fit in `width` wraps under its text.
    public static func list(width: Int = 80) -> [String] {
        let nameWidth = (PlaygroundCatalog.operators.map(\.name) + ["Comparisons"]).map(DisplayWidth.of).max()! + 2
        var lines = ["Operators (rxlearn play NAME; RxSwift 5 names work too):"]
        for entry in PlaygroundCatalog.operators {
            lines += hanging(entry.name, "\(entry.summary); you change \(entry.youChange)", nameWidth: nameWidth, width: width)
        }
        lines += ["", "Comparisons (rxlearn play --compare NAME, or name two or three operators):"]
        lines += PlaygroundCatalog.comparisons.map { "  \($0.name)" }
        return lines
    }

    /// A played run: a title, what the learner changes, the time axis with the input lanes and then
    /// the output lanes, and the printed lines with their times.
    public static func run(_ run: PlaygroundRun, title: String, youChange: String, frameMilliseconds: Int, width: Int = 80) -> [String] {
        var lines = TextWrapping.lines(title, width: width)
        lines += TextWrapping.lines("You change \(youChange) Set a lane with --input NAME=MARBLES.", width: width)
        lines.append("")
        let layout = TimelineLayout(frameDuration: max(1, frameMilliseconds))
        lines += layout.render(run.inputs + run.outputs, width: width)
        if !run.printed.isEmpty {
            lines += ["", "printed:"]
            let timeWidth = run.printed.map { DisplayWidth.of("\($0.time) ms") }.max() ?? 0
            for line in run.printed {
                lines.append("  " + DisplayWidth.padded("\(line.time) ms", to: timeWidth, alignment: .right) + "  " + line.text)
            }
        }
        return lines
    }

    /// `name` in a column of `nameWidth`, `text` wrapped beside it.
    private static func hanging(_ name: String, _ text: String, nameWidth: Int, width: Int) -> [String] {
        let wrapped = TextWrapping.lines(text, width: max(20, width - nameWidth - 2))
        return wrapped.enumerated().map { index, line in
            "  " + (index == 0 ? DisplayWidth.padded(name, to: nameWidth) : String(repeating: " ", count: nameWidth)) + line
        }
    }
}

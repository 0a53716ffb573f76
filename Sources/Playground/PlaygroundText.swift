import Localization
import Marbles

/// The playground as plain text: the operator list and a played run, for `rxlearn play` without
/// a terminal (and for anything else that wants the lanes as lines).
public enum PlaygroundText {
    /// `rxlearn play --list`: every operator, its summary and what the learner changes, then the
    /// comparisons. An entry starts a line; what does not fit in `width` wraps under its text.
    public static func list(width: Int = 80) -> [String] {
        let nameWidth = (PlaygroundCatalog.operators.map(\.name) + ["Comparisons"]).map(DisplayWidth.of).max()! + 2
        var lines = [UIText.CommandLine.Play.operatorsHeading.text]
        for entry in PlaygroundCatalog.operators {
            lines += hanging(entry.name, UIText.CommandLine.Play.entry(summary: entry.summary, youChange: entry.youChange).text, nameWidth: nameWidth, width: width)
        }
        lines += ["", UIText.CommandLine.Play.comparisonsHeading.text]
        lines += PlaygroundCatalog.comparisons.map { "  \($0.name)" }
        return lines
    }

    /// A played run: a title, what the learner changes, the time axis with the input lanes and then
    /// the output lanes, and the printed lines with their times.
    /// `youChange` is the operator's (`PlaygroundOperator.youChange`) or a comparison's phrase.
    public static func run(_ run: PlaygroundRun, title: String, youChange: Phrase, frameMilliseconds: Int, width: Int = 80) -> [String] {
        var lines = TextWrapping.lines(title, width: width)
        lines += TextWrapping.lines(UIText.CommandLine.Play.youChange(youChange).text, width: width)
        lines.append("")
        let layout = TimelineLayout(frameDuration: max(1, frameMilliseconds), rulerTitle: UIText.CommandLine.Run.rulerTitle.text)
        lines += layout.render(run.inputs + run.outputs, width: width)
        if !run.printed.isEmpty {
            lines += ["", UIText.CommandLine.Play.printed.text]
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

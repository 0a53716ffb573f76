import ClassProtocol
import Marbles

/// The class as lines of text, `width` columns wide: the terminal dashboard draws them, and
/// without a terminal they are printed once. Learners × stages is one character per stage:
/// `█` every lesson of the stage reached, `▓` half or more, `░` some, `·` none.
struct ClassDashboardText {
    let snapshot: ClassSnapshot
    let width: Int

    func lines() -> [String] {
        let present = snapshot.learners.filter(\.present).count
        let stuck = snapshot.learners.filter { $0.stuck != nil }.count
        var lines = [CLIText.Class.dashboardHeading(code: snapshot.code, learners: present, stuck: stuck).text,
                     CLIText.Class.thresholds(failures: snapshot.thresholds.failedChecks, minutes: snapshot.thresholds.minutes).text, ""]
        lines += learnerLines()
        let failing = snapshot.exercises.filter { !$0.failures.isEmpty }.prefix(5)
        if !failing.isEmpty {
            lines += ["", CLIText.Class.failuresHeading.text]
            lines += failing.map { tally in
                "  \(tally.exercise): " + tally.failures.prefix(3).map { "\($0.kind) ×\($0.count)" }.joined(separator: ", ")
            }
        }
        if let poll = snapshot.polls.first {
            lines += ["", CLIText.Class.pollHeading(poll.poll.id, lesson: poll.poll.lesson, cell: poll.poll.cell, state: poll.poll.state.rawValue,
                                                    answers: poll.answers).text]
            let most = max(1, poll.groups.map(\.count).max() ?? 1)
            for group in poll.groups.prefix(6) {
                let bar = String(repeating: "█", count: max(1, group.count * 20 / most))
                let mark = group.right == true ? "✓ " : group.right == false ? "✗ " : ""
                lines.append("  " + pad(bar, 21) + pad(String(group.count), 4) + mark + VisibleText.of(group.answer, keepingLineBreaks: false))
            }
            if let expected = poll.poll.expected { lines.append("  = " + VisibleText.of(expected, keepingLineBreaks: false)) }
        }
        if !snapshot.shared.isEmpty { lines += ["", CLIText.Class.sharedHeading(snapshot.shared.count).text] }
        return lines.map { DisplayWidth.truncated($0, to: width) }
    }

    private func learnerLines() -> [String] {
        let nameWidth = min(20, max(DisplayWidth.of(CLIText.Class.nameColumn.text), snapshot.learners.map { DisplayWidth.of($0.name) }.max() ?? 0))
        let lessonWidth = min(26, max(DisplayWidth.of(CLIText.Class.lessonColumn.text), snapshot.learners.map { DisplayWidth.of($0.lesson ?? "—") }.max() ?? 0))
        let stagesWidth = max(snapshot.stages.count, 1)
        var lines = [pad(CLIText.Class.nameColumn.text, nameWidth) + "  " + pad(CLIText.Class.lessonColumn.text, lessonWidth) + "  "
            + pad((1 ... stagesWidth).map { String($0 % 10) }.joined(), stagesWidth) + "  "
            + pad(CLIText.Class.passedColumn.text, 7) + CLIText.Class.statusColumn.text]
        for learner in snapshot.learners {
            let stages = zip(learner.stages, snapshot.stages).map { progress, stage -> String in
                guard stage.lessons > 0, progress.lessonsReached > 0 else { return "·" }
                if progress.lessonsReached >= stage.lessons { return "█" }
                return progress.lessonsReached * 2 >= stage.lessons ? "▓" : "░"
            }.joined()
            let status: String
            if let stuck = learner.stuck {
                status = CLIText.Class.stuckOn(stuck.exercise, failures: stuck.failedChecks, minutes: stuck.minutes).text
            } else {
                status = learner.present ? "" : CLIText.Class.leftMark.text
            }
            lines.append(pad(VisibleText.of(learner.name, keepingLineBreaks: false), nameWidth) + "  " + pad(learner.lesson ?? "—", lessonWidth) + "  "
                         + pad(stages, stagesWidth) + "  " + pad(String(learner.exercisesPassed), 7) + status)
        }
        return lines
    }

    private func pad(_ text: String, _ width: Int) -> String {
        let fitted = DisplayWidth.truncated(text, to: width)
        return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    }
}

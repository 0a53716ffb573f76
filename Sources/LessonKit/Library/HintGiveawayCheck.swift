/// A hint should lead the learner to the answer, not paste it: a hint line that holds a line of
/// the exercise's reference solution is a warning (`rxlearn lint` runs this check).
///
/// Lines are compared trimmed, with runs of whitespace made one space, and a solution line counts
/// when a hint line contains it (without its leading `return`). Lines that say nothing about the answer are left out: short ones
/// (braces, a bare `return`, `])`…), comments, and lines the start file already shows the learner.
public enum HintGiveawayCheck {
    /// Solution lines shorter than this (once collapsed) are too generic to give anything away.
    public static let shortestTellingLine = 12

    public static func run(on chapters: [Chapter]) -> [Diagnostic] {
        chapters.flatMap { chapter in
            chapter.lessons.flatMap { lesson in lesson.exercises.flatMap(warnings(for:)) }
        }
    }

    /// One warning per hint line that repeats a telling line of the solution.
    public static func warnings(for exercise: Exercise) -> [Diagnostic] {
        guard let solution = exercise.solution else { return [] }
        let shown = Set(exercise.start.source.split(separator: "\n", omittingEmptySubsequences: false).map(collapsed))
        let telling = solution.source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { withoutReturn(collapsed($0)) }
            .filter { $0.count >= shortestTellingLine && !$0.hasPrefix("//") && !shown.contains($0) }
        guard !telling.isEmpty else { return [] }

        var found: [Diagnostic] = []
        for (number, hint) in exercise.hints.enumerated() {
            let start = number < exercise.hintLocations.count ? exercise.hintLocations[number] : exercise.location
            for (offset, line) in hint.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let hintLine = collapsed(line)
                guard let given = telling.first(where: { hintLine.contains($0) }) else { continue }
                found.append(Diagnostic(
                    file: start.file, line: start.line + offset, column: 1, severity: .warning,
                    message: "hint \(number + 1) of exercise `\(exercise.id)` contains the solution's line `\(given)`",
                    fix: "lead the learner towards it (what to look for, which operator) instead of giving the code"))
            }
        }
        return found
    }

    /// `return x.map(f)` is given away by a hint that shows `x.map(f)`.
    static func withoutReturn(_ line: String) -> String {
        line.hasPrefix("return ") ? String(line.dropFirst("return ".count)) : line
    }

    /// The line trimmed, with every run of spaces and tabs made one space.
    static func collapsed(_ line: Substring) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}

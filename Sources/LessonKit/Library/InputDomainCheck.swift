import Marbles

/// Lint's warnings about the values of an exercise's generated inputs (`rxlearn lint` runs this
/// check): an exercise whose inputs can take only the example's values, and one whose reference
/// compares with a number that no input's values reach across. What lint can tell is limited to
/// what `ReferenceLimits` finds; FORMAT.md says so.
public enum InputDomainCheck {
    public static func run(on chapters: [Chapter]) -> [Diagnostic] {
        chapters.flatMap { chapter in
            chapter.lessons.flatMap { lesson in lesson.exercises.flatMap(warnings(for:)) }
        }
    }

    public static func warnings(for exercise: Exercise) -> [Diagnostic] {
        guard exercise.solution != nil, !exercise.inputs.isEmpty else { return [] }
        var found: [Diagnostic] = []
        let undeclared = exercise.inputs.filter { exercise.checking.domains[$0.name] == nil }
        if undeclared.count == exercise.inputs.count, exercise.inputs.allSatisfy({ exercise.valueDomain(of: $0.name).kind == .example }) {
            found.append(warning(
                exercise, "the generated inputs of `\(exercise.id)` can only take the values of its example, so a rule the example never reaches goes unchecked",
                fix: "say which values each input takes in the inputs block (`\(exercise.inputs[0].name) in …`, FORMAT.md); `\(exercise.inputs[0].name) in example` when no other value makes sense"))
        }
        let limits = exercise.referenceLimits()
        for limit in limits.values where !exercise.inputs.contains(where: { crossesValue(limit, domain: exercise.valueDomain(of: $0.name), example: $0.diagram.events) }) {
            found.append(warning(
                exercise, "the solution of `\(exercise.id)` compares with \(limit), but no input takes values on both sides of it",
                fix: "give a number input values around \(limit) (`NAME in …`), so that an answer with the wrong limit is caught"))
        }
        for limit in limits.lengths where !exercise.inputs.contains(where: { crossesLength(limit, domain: exercise.valueDomain(of: $0.name), example: $0.diagram.events) }) {
            found.append(warning(
                exercise, "the solution of `\(exercise.id)` compares a length with \(limit), but no input has texts of lengths on both sides of it",
                fix: "give a text input lengths around \(limit): `NAME in text 0...\(limit + 3) of a-z`"))
        }
        return found
    }

    private static func warning(_ exercise: Exercise, _ message: String, fix: String) -> Diagnostic {
        Diagnostic(file: exercise.location.file, line: exercise.location.line, column: 1, severity: .warning, message: message, fix: fix)
    }

    /// Whether the domain has a value below `limit` and one at or above it. The checker always
    /// tries `limit - 1`, `limit` and `limit + 1` in a range of whole numbers or an integer input's
    /// neighbours, so those cross any limit inside them.
    static func crossesValue(_ limit: Int, domain: InputDomain, example: [TimedEvent]) -> Bool {
        let numbers: [Double]
        switch domain.kind {
        case .exampleAndNeighbours: return true
        case .integers(let range): return range.contains(limit) || range.contains(limit - 1)
        case .decimals(let range, _): return range.lowerBound < Double(limit) && range.upperBound >= Double(limit)
        case .texts: return false
        case .oneOf(let values): numbers = (values + domain.always).compactMap(Double.init)
        case .example: numbers = (example.compactMap(\.value) + domain.always).compactMap(Double.init)
        }
        return numbers.contains { $0 < Double(limit) } && numbers.contains { $0 >= Double(limit) }
    }

    static func crossesLength(_ limit: Int, domain: InputDomain, example: [TimedEvent]) -> Bool {
        let lengths: [Int]
        switch domain.kind {
        case .texts(let range, _): return range.contains(limit) && range.contains(limit - 1)
        case .oneOf(let values): lengths = (values + domain.always).map(\.count)
        case .example, .exampleAndNeighbours: lengths = (example.compactMap { $0.kind == .next ? $0.value : nil } + domain.always).map(\.count)
        case .integers, .decimals: return false
        }
        return lengths.contains { $0 < limit } && lengths.contains { $0 >= limit }
    }
}

import Marbles

/// Checks made once an exercise has all its parts: what the format accepts but the runner would
/// silently do otherwise (drop an input value it cannot read, never reach an event past the end
/// of a case, check answers on the example alone).
enum ExerciseChecks {
    /// Reports the exercise's problems; false when one of them is an error.
    static func run(on exercise: ExerciseDraft, log: inout DiagnosticLog) -> Bool {
        var valid = true
        if exercise.solution == nil {
            log.warning(
                line: exercise.location.line, column: 1,
                "exercise `\(exercise.id)` has no reference solution, so answers are checked on the example alone",
                fix: "add a ```swift solution block: answers are then also checked on 50 generated inputs")
        }
        let types = SolveSignature.inputTypes(in: (exercise.solution ?? exercise.start)?.source ?? "")
        for input in exercise.inputs + exercise.edgeCaseLanes {
            guard let type = types[input.name] else { continue }
            let unreadable = input.diagram.events.compactMap { event -> String? in
                guard event.kind == .next, let value = event.value, InputValueType.canRead(value, as: type) == false else { return nil }
                return value
            }
            if let value = unreadable.first {
                log.error(
                    line: input.location.line, column: input.location.column,
                    "input `\(input.name)` is an `Observable<\(type)>`, but its value `\(value)` cannot be read as `\(type)`",
                    fix: "write values that `\(type)(\"…\")` reads (map a symbol to one with `a=…`), or change the input's type in `solve`")
                valid = false
            }
        }
        if !checkSettings(of: exercise, types: types, log: &log) { valid = false }
        let limit = VirtualTimeLimits.exerciseCase
        let lanes = (exercise.inputs + exercise.edgeCaseLanes).map { ($0.name, $0.diagram.events, $0.location) }
            + exercise.expected.lanes.map { ($0.name, $0.events, $0.location) }
        for (name, events, location) in lanes {
            guard let late = events.first(where: { $0.time >= limit }) else { continue }
            log.error(
                line: location.line, column: location.column,
                "lane `\(name)` has \(late.eventText) at \(late.time), but an exercise case ends at \(limit) virtual ms",
                fix: "keep an exercise's events before \(limit) (one virtual minute), e.g. with a shorter `frame=`")
            valid = false
        }
        return valid
    }

    /// The `NAME in …` lines and the ```check block: each domain names an input and holds values
    /// `solve` can read; each counted side effect is one the reference records.
    private static func checkSettings(of exercise: ExerciseDraft, types: [String: String], log: inout DiagnosticLog) -> Bool {
        var valid = true
        for (name, domain) in exercise.checking.domains.sorted(by: { $0.key < $1.key }) {
            let location = exercise.domainLocations[name] ?? exercise.location
            guard exercise.inputs.contains(where: { $0.name == name }) else {
                log.error(
                    line: location.line, column: location.column, "`\(name) in …` names no input of this exercise",
                    fix: "use the name of an input lane: " + exercise.inputs.map { "`\($0.name)`" }.joined(separator: ", "))
                valid = false
                continue
            }
            guard let type = types[name], let problem = domainProblem(domain, type: type) else { continue }
            log.error(
                line: location.line, column: location.column, "input `\(name)` is an `Observable<\(type)>`, but \(problem)",
                fix: "give values that `\(type)(\"…\")` reads, or change the input's type in `solve`")
            valid = false
        }
        for lane in exercise.edgeCaseLanes where !exercise.inputs.contains(where: { $0.name == lane.name }) {
            log.error(
                line: lane.location.line, column: lane.location.column, "the edge case's lane `\(lane.name)` names no input of this exercise",
                fix: "name its lanes as the first ```inputs block does: " + exercise.inputs.map { "`\($0.name)`" }.joined(separator: ", "))
            valid = false
        }
        let recorded = Set(SideEffectCalls.names(in: exercise.solution?.source ?? ""))
        for name in exercise.checking.effects where !recorded.contains(name) {
            log.error(
                line: exercise.location.line, column: 1, "exercise `\(exercise.id)` counts the side effect `\(name)`, but its solution never records it",
                fix: "call `recordSideEffect(\"\(name)\")` where the solution's stub does the work (the start file's stub too)")
            valid = false
        }
        for name in recorded.sorted() where !exercise.checking.effects.contains(name) {
            log.warning(
                line: exercise.location.line, column: 1, "the solution of `\(exercise.id)` records the side effect `\(name)`, which the exercise does not count",
                fix: "add `effects: \(name)` to its ```check block, or remove the call")
        }
        return valid
    }

    /// Why `type` cannot take the domain's values, or nil when it can.
    private static func domainProblem(_ domain: InputDomain, type: String) -> String? {
        var samples = domain.always
        switch domain.kind {
        case .example, .exampleAndNeighbours: break
        case .integers(let range): samples += [String(range.lowerBound), String(range.upperBound)]
        case .decimals(let range, _): samples += [String(range.lowerBound), String(range.upperBound)]
        case .texts(let lengths, let alphabet):
            // Only a text type reads any text: the one-letter `x` tells them from the others.
            guard InputValueType.canRead("x", as: type) != false, lengths.upperBound <= 1 || type != "Character" else {
                return "`text \(lengths.lowerBound)...\(lengths.upperBound) of …` makes texts"
            }
            samples += alphabet.map { String($0) }
        case .oneOf(let values): samples += values
        }
        guard let unreadable = samples.first(where: { InputValueType.canRead($0, as: type) == false }) else { return nil }
        return "its values include `\(unreadable)`, which `\(type)` cannot read"
    }

    /// A cell's expected events past the point where its virtual clock stops. A warning: a cell
    /// that counts the ticks of its own `TestScheduler` is not bound by that clock.
    static func warnAboutLateEvents(in cell: CellDraft, log: inout DiagnosticLog) {
        let limit = VirtualTimeLimits.cell
        for lane in cell.expected.lanes {
            guard let late = lane.events.first(where: { $0.time > limit }) else { continue }
            log.warning(
                line: lane.location.line, column: lane.location.column,
                "lane `\(lane.name)` expects \(late.eventText) at \(late.time), but a cell's virtual clock stops at \(limit) (10 virtual minutes)",
                fix: "keep expected times up to \(limit); ticks of a cell's own TestScheduler are not bound by it")
        }
    }
}

/// The virtual times at which the runner stops. They are set by the cell runtime, which lesson
/// cells link and which cannot depend on LessonKit, so they are restated here: keep them equal
/// to `ExerciseHarness.caseEnd` and to `CellRuntime.virtualLimitNanoseconds`' default.
enum VirtualTimeLimits {
    /// An exercise case is disposed at this time; events at it or later never reach the answer.
    static let exerciseCase = 60_000
    /// The main virtual clock of a cell stops here.
    static let cell = 10 * 60 * 1_000
}

/// The names a solution's `recordSideEffect("name")` calls count.
enum SideEffectCalls {
    static func names(in code: String) -> [String] {
        var names: [String] = []
        var rest = Substring(code)
        while let call = rest.range(of: "recordSideEffect(\"") {
            rest = rest[call.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            if !names.contains(String(rest[..<close])) { names.append(String(rest[..<close])) }
            rest = rest[close...]
        }
        return names
    }
}

/// The element types of `solve`'s inputs, read from its declaration: for
/// `func solve(numbers: Observable<Int>, scheduler: SchedulerType)`, `["numbers": "Int"]`; and
/// whether it awaits.
/// (`solve` is the name `ExerciseChecker.functionName` calls, in LessonRunner, which builds on
/// this module and so cannot be asked from here.)
public enum SolveSignature {
    /// The element type of each input, by label.
    static func inputTypes(in code: String) -> [String: String] {
        Dictionary(inputs(in: code).map { ($0.label, $0.elementType) }, uniquingKeysWith: { first, _ in first })
    }

    /// `solve`'s input parameters (`inputTypeNames`) in order, each with its argument label and
    /// element type; empty when `code` declares no `solve`.
    public static func inputs(in code: String) -> [(label: String, elementType: String)] {
        guard let start = code.range(of: "func solve(") else { return [] }
        var parameters: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in code[start.upperBound...] {
            defer { previous = character }
            if "([<".contains(character) { depth += 1 }
            // The `>` of a closure type's `->` closes nothing.
            if ")]>".contains(character) && !(character == ">" && previous == "-") {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parameters.append(current)

        return parameters.compactMap { parameter in
            guard let colon = parameter.firstIndex(of: ":") else { return nil }
            let names = parameter[..<colon].split(whereSeparator: \.isWhitespace)
            let type = parameter[parameter.index(after: colon)...].filter { !$0.isWhitespace }
            // The argument label is the first name; the harness calls `solve(numbers: …)`.
            guard let label = names.first, let element = elementType(ofInput: type) else { return nil }
            return (String(label), element)
        }
    }

    /// The input types the harness makes from a lane: an `Observable`, or for an awaited
    /// `solve` an `AsyncStream` or an `AsyncThrowingStream` (whose second argument is the error).
    static let inputTypeNames = ["Observable", "AsyncStream", "AsyncThrowingStream"]

    /// `Int` for `Observable<Int>`, `AsyncStream<Int>` or `AsyncThrowingStream<Int,Error>` (spaces
    /// removed); nil for any other type.
    private static func elementType(ofInput type: String) -> String? {
        guard let name = inputTypeNames.first(where: { type.hasPrefix($0 + "<") }), type.hasSuffix(">") else { return nil }
        var arguments = type.dropFirst(name.count + 1).dropLast()
        if name == "AsyncThrowingStream", let comma = arguments.lastIndex(of: ",") { arguments = arguments[..<comma] }
        return String(arguments)
    }

    /// Whether `solve` is declared `async`: its answer is awaited, and what it returns or throws
    /// is judged (`func solve(prices: Observable<Int>) async throws -> [Int]`).
    public static func isAsync(in code: String) -> Bool {
        effects(in: code).contains("async")
    }

    /// Whether `solve` is declared `throws`.
    public static func isThrowing(in code: String) -> Bool {
        effects(in: code).contains("throws")
    }

    /// The words between `solve`'s parameter list and its body or result arrow (`async throws`).
    private static func effects(in code: String) -> [Substring] {
        guard let start = code.range(of: "func solve(") else { return [] }
        var depth = 1
        var index = start.upperBound
        while index < code.endIndex && depth > 0 {
            if code[index] == "(" { depth += 1 }
            if code[index] == ")" { depth -= 1 }
            index = code.index(after: index)
        }
        let rest = code[index...]
        let end = [rest.range(of: "->")?.lowerBound, rest.firstIndex(of: "{")].compactMap { $0 }.min() ?? rest.endIndex
        return rest[..<end].split(whereSeparator: \.isWhitespace)
    }
}

/// Whether a marble value can become an input's element: the harness reads it with
/// `Element(text)` (`LosslessStringConvertible`) and drops what does not read.
enum InputValueType {
    /// Whether `type` holds whole numbers.
    static func isInteger(_ type: String) -> Bool {
        ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(type)
    }

    /// True or false for the standard types; nil for a type this check does not know.
    static func canRead(_ text: String, as type: String) -> Bool? {
        switch type {
        case "String", "Substring": true
        case "Character": text.count == 1
        case "Bool": Bool(text) != nil
        case "Int": Int(text) != nil
        case "Int8": Int8(text) != nil
        case "Int16": Int16(text) != nil
        case "Int32": Int32(text) != nil
        case "Int64": Int64(text) != nil
        case "UInt": UInt(text) != nil
        case "UInt8": UInt8(text) != nil
        case "UInt16": UInt16(text) != nil
        case "UInt32": UInt32(text) != nil
        case "UInt64": UInt64(text) != nil
        case "Double": Double(text) != nil
        case "Float": Float(text) != nil
        default: nil
        }
    }
}

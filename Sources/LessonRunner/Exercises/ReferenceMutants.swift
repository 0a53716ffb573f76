import Foundation
import LessonKit

/// A small change to a reference solution that a learner could plausibly make: if the checker
/// cannot tell it from the reference, neither can it tell that learner's answer, and
/// `rxlearn dev check` says so.
public struct ReferenceMutant: Sendable, Equatable {
    /// How `rxlearn dev check` names it, and how an exercise's `accepts "…"` line quotes it:
    /// `flatMapLatest → flatMap`, `take(3) → take(4)`, `share() dropped`,
    /// `var count hoisted out of create`.
    public var description: String
    /// The whole solution with the change made.
    public var source: String
}

/// Makes the mutants of a reference solution, only in the lines the learner writes (those the
/// start file does not show): operator swaps within a comparison family (flatMap, flatMapLatest,
/// concatMap; combineLatest and zip; debounce and throttle; share with and without replay;
/// publish and replay), whole numbers one off, a dropped `share` or `take`, and state that
/// `Observable.create` or `deferred` makes for each subscriber hoisted out of it, shared by all.
public struct ReferenceMutants: Sendable {
    /// Operators easy to confuse, as the playground's comparisons group them.
    public var families: [[String]]

    public init(families: [[String]]) {
        self.families = families
    }

    /// The mutants of `solution`, given the `start` file the learner begins from, at most `limit`.
    public func mutants(of solution: String, start: String, limit: Int = 24) -> [ReferenceMutant] {
        let shown = Set(start.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) })
        let lines = solution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = SwiftComments.strip(solution).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [ReferenceMutant] = []
        func add(_ description: String, _ changed: [String]) {
            var name = description
            var number = 2
            while found.contains(where: { $0.description == name }) {
                name = "\(description) (\(number))"
                number += 1
            }
            found.append(ReferenceMutant(description: name, source: changed.joined(separator: "\n")))
        }
        let learnerLines = lines.indices.filter { index in
            index < code.count && !shown.contains(lines[index].trimmingCharacters(in: .whitespaces))
                && !code[index].trimmingCharacters(in: .whitespaces).isEmpty
        }
        for index in learnerLines {
            for (description, line) in swaps(in: code[index]) + droppedCalls(in: code[index]) + offByOne(in: code[index]) {
                var changed = lines
                changed[index] = line
                add(description, changed)
            }
        }
        for (description, changed) in hoistedState(lines: lines, code: code, learnerLines: Set(learnerLines)) {
            add(description, changed)
        }
        return Array(found.prefix(limit))
    }

    // MARK: operator swaps

    /// How an operator is called, so that only operators called alike are swapped (a swap that
    /// does not compile tells nothing).
    private static let shapes: [String: String] = [
        "flatMap": "closure", "flatMapLatest": "closure", "concatMap": "closure", "flatMapFirst": "closure",
        "combineLatest": "static", "zip": "static",
        "debounce": "time", "throttle": "time",
        "publish": "connectable", "replay": "connectable",
    ]

    private func swaps(in line: String) -> [(String, String)] {
        var result: [(String, String)] = []
        for family in families {
            for name in family {
                guard let shape = Self.shapes[name] else { continue }
                for occurrence in Self.calls(of: name, in: line) {
                    for other in family where other != name && Self.shapes[other] == shape {
                        var replacement = other
                        var tail = String(line[occurrence.upperBound...])
                        if name == "replay" && other == "publish" {
                            // `replay(1)` → `publish()`: the buffer size goes.
                            guard let close = tail.firstIndex(of: ")") else { continue }
                            tail = "()" + tail[tail.index(after: close)...]
                        } else if name == "publish" && other == "replay" {
                            guard tail.hasPrefix("()") else { continue }
                            tail = "(1)" + tail.dropFirst(2)
                        } else if name == "throttle" {
                            // debounce has no `latest:`.
                            tail = tail.replacingOccurrences(of: #"latest:\s*(true|false),\s*"#, with: "", options: .regularExpression)
                        }
                        replacement += tail
                        result.append(("\(name) → \(other)", String(line[..<occurrence.lowerBound]) + replacement))
                    }
                }
            }
        }
        // share: with a replay and without.
        for occurrence in Self.calls(of: "share", in: line) {
            let tail = line[occurrence.upperBound...]
            if tail.hasPrefix("()") {
                result.append(("share() → share(replay: 1)", String(line[..<occurrence.upperBound]) + "(replay: 1)" + tail.dropFirst(2)))
            } else if tail.hasPrefix("(replay:"), let close = tail.firstIndex(of: ")") {
                let arguments = tail[..<close]
                result.append(("share\(arguments)) → share()", String(line[..<occurrence.upperBound]) + "()" + tail[tail.index(after: close)...]))
            }
        }
        return result
    }

    /// The ranges of `.name` where it is called (`.name(` or `.name {`) in `line`.
    static func calls(of name: String, in line: String) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var searchStart = line.startIndex
        while let found = line.range(of: "." + name, range: searchStart..<line.endIndex) {
            searchStart = found.upperBound
            let after = line[found.upperBound...].first
            guard after == "(" || after == " " && line[found.upperBound...].dropFirst().first == "{" || after == "{" else { continue }
            result.append(line.index(after: found.lowerBound)..<found.upperBound)
        }
        return result
    }

    // MARK: dropped share and take

    private func droppedCalls(in line: String) -> [(String, String)] {
        var result: [(String, String)] = []
        for name in ["share", "take"] {
            for occurrence in Self.calls(of: name, in: line) {
                let dot = line.index(before: occurrence.lowerBound)
                guard let end = Self.endOfCall(in: line, from: occurrence.upperBound) else { continue }
                let call = line[occurrence.lowerBound..<end]
                let before = line[..<dot]
                // A call alone on its line (`    .share()`) is dropped with its line's indentation.
                let rest = String(before) + line[end...]
                result.append(("\(call) dropped", rest.trimmingCharacters(in: .whitespaces).isEmpty ? "" : rest))
            }
        }
        return result
    }

    /// Where a call that starts at `start` (its `(` or ` {`) ends: after the closing parenthesis
    /// and a trailing closure; nil when it does not end on this line.
    static func endOfCall(in line: String, from start: String.Index) -> String.Index? {
        var index = start
        var depth = 0
        var sawArguments = false
        while index < line.endIndex {
            let character = line[index]
            if character == "(" || character == "{" || character == "[" { depth += 1 }
            if character == ")" || character == "}" || character == "]" {
                depth -= 1
                if depth == 0 {
                    let next = line.index(after: index)
                    // `take(while: …)` is done; `take(1) { … }` is not a thing, `flatMap { }` is.
                    if character == ")" && !sawArguments, line[next...].hasPrefix(" {") {
                        sawArguments = true
                        index = next
                        continue
                    }
                    return next
                }
                if depth < 0 { return nil }
            }
            index = line.index(after: index)
        }
        return nil
    }

    // MARK: whole numbers one off

    private func offByOne(in line: String) -> [(String, String)] {
        guard let expression = try? NSRegularExpression(pattern: #"(?<![\w.$"])[0-9]+(?![\w.])"#) else { return [] }
        let stringFree = Self.blankingStrings(line)
        var result: [(String, String)] = []
        for match in expression.matches(in: stringFree, range: NSRange(stringFree.startIndex..., in: stringFree)) {
            guard var range = Range(match.range, in: stringFree), var value = Int(stringFree[range]) else { continue }
            // A minus right before the number, after an operator or an opening (`> -18`), is the
            // number's sign: it is -18 that becomes -17 and -19.
            let before = stringFree[..<range.lowerBound]
            if before.last == "-", before.dropLast().reversed().first(where: { $0 != " " }).map({ "(<>=!,:[".contains($0) }) ?? true {
                range = stringFree.index(before: range.lowerBound)..<range.upperBound
                value = -value
            }
            let context = Self.context(of: range, in: stringFree)
            // Blanking changed the text's bytes, not its characters: count characters to find the
            // number in the line itself.
            let start = line.index(line.startIndex, offsetBy: stringFree.distance(from: stringFree.startIndex, to: range.lowerBound))
            let end = line.index(start, offsetBy: stringFree.distance(from: range.lowerBound, to: range.upperBound))
            for changed in [value - 1, value + 1] where changed >= 0 || value < 0 {
                let mutated = String(line[..<start]) + String(changed) + line[end...]
                result.append(("\(context.before)\(value)\(context.after) → \(context.before)\(changed)\(context.after)", mutated))
            }
        }
        return result
    }

    /// What a number is said with: the operator before it (`>= 5`) or the call it is an argument
    /// of (`take(3)`, `milliseconds(30)`).
    private static func context(of range: Range<String.Index>, in line: String) -> (before: String, after: String) {
        let before = line[..<range.lowerBound]
        let trimmed = before.reversed().drop { $0 == " " }
        guard let last = trimmed.first else { return ("", "") }
        if "<>=!+-*/%".contains(last) {
            let symbols = String(trimmed.prefix { "<>=!+-*/%".contains($0) }.reversed())
            return (symbols + " ", "")
        }
        if last == "(" {
            let name = String(trimmed.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            let after = line[range.upperBound...]
            return (name + "(", after.hasPrefix(")") ? ")" : "")
        }
        if last == ":" {
            let label = String(trimmed.dropFirst().drop { $0 == " " }.prefix { $0.isLetter }.reversed())
            return (label + ": ", "")
        }
        return ("", "")
    }

    /// The line with the insides of its string literals blanked out (same length), so that
    /// numbers in texts are not mutated.
    static func blankingStrings(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped { escaped = false; result.append(" "); continue }
                if character == "\\" { escaped = true; result.append(" "); continue }
                if character == "\"" { inString = false; result.append(character); continue }
                result.append(" ")
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
        }
        return result
    }

    // MARK: state hoisted out of create or deferred

    /// A `var` (or a subject or relay) declared at the top of an `Observable.create` or
    /// `deferred` closure belongs to one subscription; moved in front of the closure it belongs to
    /// every subscription at once, the shared-state mistake the second subscription catches.
    private func hoistedState(lines: [String], code: [String], learnerLines: Set<Int>) -> [(String, [String])] {
        var result: [(String, [String])] = []
        let opener = try? NSRegularExpression(pattern: #"(\.create|\.deferred)\s*(\{|\()"#)
        let state = try? NSRegularExpression(pattern: #"^\s*(var\s+(\w+)|let\s+(\w+)\s*=\s*(BehaviorRelay|PublishRelay|ReplayRelay|PublishSubject|BehaviorSubject|ReplaySubject|AsyncSubject)\b)"#)
        for (openIndex, line) in code.enumerated() {
            guard let match = opener?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let kindRange = Range(match.range(at: 1), in: line) else { continue }
            let kind = line[kindRange].dropFirst()
            // The declarations right inside the closure, before its first other statement.
            var index = openIndex + 1
            while index < code.count, let found = state?.firstMatch(in: code[index], range: NSRange(code[index].startIndex..., in: code[index])) {
                defer { index += 1 }
                guard learnerLines.contains(index) || learnerLines.contains(openIndex) else { continue }
                let nameRange = found.range(at: 2).location != NSNotFound ? found.range(at: 2) : found.range(at: 3)
                guard let range = Range(nameRange, in: code[index]) else { continue }
                var changed = lines
                let declaration = changed.remove(at: index)
                let indentation = String(lines[openIndex].prefix { $0 == " " })
                var opening = changed[openIndex]
                let trimmed = opening.trimmingCharacters(in: .whitespaces)
                // A function whose body was the one expression needs its `return` now.
                if !trimmed.hasPrefix("return ") && !trimmed.hasPrefix("let ") && !trimmed.hasPrefix("var ") && !trimmed.hasPrefix(".") && !trimmed.contains(" = ") {
                    opening = indentation + "return " + trimmed
                }
                changed[openIndex] = opening
                changed.insert(indentation + declaration.trimmingCharacters(in: .whitespaces), at: openIndex)
                result.append(("\(code[index][range]) hoisted out of \(kind)", changed))
            }
        }
        return result
    }
}

/// How the code of a cell names each operator that has an `op-*` lesson, and the types that
/// have a lesson of their own, so that the path check can see an operator used before the path
/// teaches it. Deliberately plain: a match is `.name(` or `.name {` (with the argument label
/// when the spelling has one), never a guess at types, so a warning is cheap and rarely wrong.
enum OperatorSpellings {
    struct Spelling {
        /// `take`, `observe`.
        var name: String
        /// The first argument's label the spelling needs (`until` in `take(until:)`), or nil.
        var label: String?
        /// Creation operators are static (`Observable.just(1)`): a receiver must come right
        /// before the dot, so that an enum case such as `.error(e)` is not taken for one.
        var needsReceiver = false
    }

    /// The operator's display name and its spellings, by the id of the lesson that teaches it.
    static let operators: [(lessonID: String, name: String, spellings: [Spelling])] = {
        func plain(_ name: String) -> (String, String, [Spelling]) { ("op-\(name)", name, [Spelling(name: name)]) }
        func made(_ name: String) -> (String, String, [Spelling]) { ("op-\(name)", name, [Spelling(name: name, needsReceiver: true)]) }
        func renamed(_ id: String, _ shown: String, _ spellings: [Spelling]) -> (String, String, [Spelling]) { ("op-\(id)", shown, spellings) }
        let table: [(String, String, [Spelling])] = [
            made("amb"), plain("buffer"),
            renamed("catchError", "catch", [Spelling(name: "catch"), Spelling(name: "catchAndReturn"), Spelling(name: "catchError"), Spelling(name: "catchErrorJustReturn")]),
            plain("combineLatest"), plain("concat"), plain("concatMap"), plain("connect"), made("create"),
            plain("debounce"), plain("debug"), made("deferred"), plain("delay"), plain("delaySubscription"),
            plain("dematerialize"), plain("distinctUntilChanged"), plain("do"),
            renamed("elementAt", "element(at:)", [Spelling(name: "element", label: "at"), Spelling(name: "elementAt")]),
            made("empty"), made("error"), plain("filter"), plain("flatMap"), plain("flatMapLatest"), made("from"),
            plain("groupBy"), plain("ignoreElements"), made("interval"), made("just"), plain("map"), plain("merge"),
            plain("materialize"), made("never"),
            renamed("observeOn", "observe(on:)", [Spelling(name: "observe", label: "on"), Spelling(name: "observeOn")]),
            plain("publish"), plain("reduce"), plain("refCount"), made("repeatElement"),
            renamed("replay", "replay", [Spelling(name: "replay"), Spelling(name: "replayAll")]),
            plain("retry"), plain("sample"), plain("scan"),
            renamed("shareReplay", "share", [Spelling(name: "share")]),
            plain("single"), plain("skip"),
            renamed("skipUntil", "skip(until:)", [Spelling(name: "skip", label: "until"), Spelling(name: "skipUntil")]),
            renamed("skipWhile", "skip(while:)", [Spelling(name: "skip", label: "while"), Spelling(name: "skipWhile")]),
            plain("startWith"),
            renamed("subscribeOn", "subscribe(on:)", [Spelling(name: "subscribe", label: "on"), Spelling(name: "subscribeOn")]),
            plain("take"), plain("takeLast"), plain("throttle"),
            renamed("takeUntil", "take(until:)", [Spelling(name: "take", label: "until"), Spelling(name: "takeUntil")]),
            renamed("takeWhile", "take(while:)", [Spelling(name: "take", label: "while"), Spelling(name: "takeWhile")]),
            plain("timeout"), made("timer"), made("using"), plain("window"), plain("withLatestFrom"), plain("zip"),
        ]
        return table.map { (lessonID: $0.0, name: $0.1, spellings: $0.2) }
    }()

    /// Types taught by a lesson of their own, by that lesson's id; matched as whole words.
    static let types: [(lessonID: String, names: [String])] = [
        ("4.1-single", ["Single"]),
        ("4.1-completable-maybe", ["Completable", "Maybe"]),
        ("4.1-driver", ["Driver"]),
        ("4.1-signal", ["Signal"]),
        ("4.3-publish-subject", ["PublishSubject"]),
        ("4.3-behavior-subject", ["BehaviorSubject"]),
        ("4.3-replay-subject", ["ReplaySubject"]),
        ("4.3-async-subject", ["AsyncSubject"]),
        ("4.3-relays", ["PublishRelay", "BehaviorRelay", "ReplayRelay"]),
    ]

    /// The ids of the lessons that teach an operator or a type of their own.
    static let subjectLessonIDs: Set<String> = Set(operators.map(\.lessonID) + types.map(\.lessonID))

    /// How the operator or the types a subject lesson teaches are named: `catch` for
    /// `op-catchError`, `Completable, Maybe` for `4.1-completable-maybe`.
    static func name(ofSubject lessonID: String) -> String {
        if let entry = operators.first(where: { $0.lessonID == lessonID }) { return entry.name }
        return types.first { $0.lessonID == lessonID }?.names.joined(separator: ", ") ?? lessonID
    }

    /// The lesson id an operator or type name (as a `teaches:` note writes it) belongs to.
    static func lessonID(forName name: String) -> String? {
        if let entry = operators.first(where: { $0.name == name || $0.lessonID == "op-\(name)" || $0.spellings.contains { $0.name == name && $0.label == nil } }) {
            return entry.lessonID
        }
        return types.first { $0.names.contains(name) }?.lessonID
    }

    /// The names used in `source` (operators by their display name, types by theirs), each with
    /// the 0-based line of its first use, and the lesson that teaches it.
    static func uses(in source: String) -> [(name: String, lessonID: String, line: Int)] {
        var found: [String: (lessonID: String, line: Int)] = [:]
        var order: [String] = []
        for (lineNumber, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingSpaces().hasPrefix("//") { continue }
            let text = String(line)
            let chars = Array(text)
            // Only spellings whose name follows a dot somewhere on the line can match: one pass
            // over the line instead of one per spelling.
            let (words, dotted) = identifiers(in: chars)
            for entry in operators where entry.spellings.contains(where: {
                dotted.contains($0.name) && matches($0, in: text, chars: chars, reserved: reservedLabels[$0.name] ?? [])
            }) {
                if found[entry.name] == nil { found[entry.name] = (entry.lessonID, lineNumber); order.append(entry.name) }
            }
            for entry in types {
                for name in entry.names where found[name] == nil && words.contains(name) {
                    found[name] = (entry.lessonID, lineNumber)
                    order.append(name)
                }
            }
        }
        return order.map { (name: $0, lessonID: found[$0]!.lessonID, line: found[$0]!.line) }
    }

    /// The labels some spelling of a name needs (`until`, `while` for `take`), so that the plain
    /// spelling does not also match `take(until:)`.
    private static let reservedLabels: [String: Set<String>] =
        Dictionary(grouping: operators.flatMap(\.spellings).filter { $0.label != nil }, by: \.name)
            .mapValues { Set($0.compactMap(\.label)) }

    /// Every identifier on the line (whole words), and those that come right after a `.`.
    private static func identifiers(in chars: [Character]) -> (words: Set<String>, dotted: Set<String>) {
        var words: Set<String> = []
        var dotted: Set<String> = []
        let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        var index = 0
        while index < chars.count {
            guard isIdentifier(chars[index]) else { index += 1; continue }
            var end = index
            while end < chars.count && isIdentifier(chars[end]) { end += 1 }
            let word = String(chars[index..<end])
            words.insert(word)
            if index > 0 && chars[index - 1] == "." { dotted.insert(word) }
            index = end
        }
        return (words, dotted)
    }

    private static func matches(_ spelling: Spelling, in line: String, chars: [Character], reserved: Set<String>) -> Bool {
        let needle = Array("." + spelling.name)
        var start = 0
        while start + needle.count <= chars.count {
            defer { start += 1 }
            guard chars[start..<start + needle.count].elementsEqual(needle) else { continue }
            let before = start > 0 ? chars[start - 1] : " "
            if spelling.needsReceiver && !(before.isLetter || before.isNumber || before == "_" || before == ">" || before == ")") { continue }
            if spelling.name == "create" && line[..<line.index(line.startIndex, offsetBy: start)].hasSuffix("Disposables") { continue }
            var after = start + needle.count
            let call: Bool
            if after < chars.count && chars[after] == "(" {
                call = true
            } else {
                while after < chars.count && chars[after] == " " { after += 1 }
                // A trailing closure: `.map { … }`; the label cannot be checked, so only unlabelled spellings.
                if after < chars.count && chars[after] == "{" && spelling.label == nil { return true }
                call = false
            }
            guard call else { continue }
            var argument = after + 1
            while argument < chars.count && chars[argument] == " " { argument += 1 }
            let label = String(chars[argument...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let hasLabel = argument + label.count < chars.count && chars[argument + label.count] == ":" && !label.isEmpty
            if let wanted = spelling.label {
                if hasLabel && label == wanted { return true }
            } else if !(hasLabel && reserved.contains(label)) {
                return true
            }
        }
        return false
    }

    static func containsWord(_ word: String, in line: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
            let after = range.upperBound < line.endIndex ? line[range.upperBound] : " "
            let isIdentifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }
}

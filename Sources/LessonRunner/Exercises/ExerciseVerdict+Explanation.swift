import CellProtocol
import Localization
import Marbles

extension ExerciseVerdict {
    /// What went wrong, in each language: one sentence on the difference, the notes, then what
    /// the answer printed on the input shown.
    public var explanationPhrase: Phrase? {
        guard let sentence else { return nil }
        var english = sentence.english, chinese = sentence.text(in: .simplifiedChinese)
        for note in notes.map(\.phrase) {
            english += (english.hasSuffix(".") ? " " : ". ") + note.english
            chinese += (chinese.hasSuffix("。") ? "" : "。") + note.text(in: .simplifiedChinese)
        }
        if !printed.isEmpty {
            let lines = "\n" + printed.map { "  " + $0 }.joined(separator: "\n")
            english += "\n" + UIText.Verdicts.printedNotJudged.english + lines
            chinese += "\n" + UIText.Verdicts.printedNotJudged.text(in: .simplifiedChinese) + lines
        }
        return Phrase(english, zh: chinese)
    }

    private var sentence: Phrase? {
        typealias Words = UIText.Verdicts
        switch result {
        case .passed:
            return nil
        case .couldNotRun(let report):
            return Words.yourAnswer(report.problemPhrase)
        case .wrongOnExample(let yours, let expected):
            let lanes = VerdictLanes(input: nil, yours: yours, expected: expected, yoursCut: yoursReachedEventLimit)
            return lanes.followedByFirstDifference(Words.wrongOnExample(yours: lanes.yours, expected: lanes.expected))
        case .wrongOnHiddenInput(let input, let yours, let expected):
            let lanes = VerdictLanes(input: input, yours: yours, expected: expected, yoursCut: yoursReachedEventLimit)
            switch difference ?? .output {
            case .output:
                return lanes.followedByFirstDifference(Words.wrongOnInput(lanes.input, yours: lanes.yours, expected: lanes.expected))
            case .secondSubscription(let time):
                return lanes.followedByFirstDifference(
                    Words.wrongOnSecondSubscription(lanes.input, at: time, yours: lanes.yours, expected: lanes.expected))
            case .sideEffects(let name, let mine, let theirs):
                return Words.wrongSideEffects(lanes.input, name: name, yours: mine, expected: theirs)
            case .inputSubscriptions(let name, let mine, let theirs):
                return Words.wrongSubscriptions(
                    lanes.input, name: name, yours: Self.intervals(mine), expected: Self.intervals(theirs),
                    cause: Self.subscriptionCause(yours: mine, expected: theirs))
            }
        }
    }

    /// RxTest's form: `(0: 40), (15: Infinity)`, or `none`.
    static func intervals(_ intervals: [ExerciseExchange.Interval]) -> String {
        guard !intervals.isEmpty else { return "none" }
        return intervals.map { "(\($0.subscribed): \($0.disposed.map(String.init) ?? "Infinity"))" }.joined(separator: ", ")
    }

    /// The usual mistakes behind a difference in subscriptions: one never let go, or a number of
    /// subscriptions that differs.
    static func subscriptionCause(yours: [ExerciseExchange.Interval], expected: [ExerciseExchange.Interval]) -> Phrase? {
        if yours.contains(where: { $0.disposed == nil }) && !expected.contains(where: { $0.disposed == nil }) {
            return UIText.Verdicts.subscriptionNeverDisposed
        }
        // Over the same stretches of time, only the number can differ (where the exercise counts it).
        if yours.count != expected.count && CaseDifference.sameCoverage(yours, expected) {
            return UIText.Verdicts.subscriptionCount(yours: yours.count, expected: expected.count)
        }
        return nil
    }
}

extension ExerciseNote {
    var phrase: Phrase {
        switch self {
        case .realClock(let name): UIText.Verdicts.usesRealClock(name)
        case .workOnMainClock: UIText.Verdicts.putWorkOnMainClock
        case .realWait(let milliseconds): UIText.Verdicts.waitedRealTime(milliseconds)
        case .tooManyEvents(let limit, let expected): UIText.Verdicts.sentTooManyEvents(limit: limit, expected: expected)
        }
    }
}

/// The lanes of one verdict written with one legend: the input, yours and expected, as marbles
/// when every lane can be drawn, otherwise all of them as lists of events.
struct VerdictLanes {
    let input: String
    let yours: Phrase
    let expected: Phrase
    private let firstDifference: Phrase?

    init(input exerciseCase: ExerciseCase?, yours mine: [TimedEvent], expected theirs: [TimedEvent], yoursCut: Bool) {
        let inputLanes = exerciseCase.map { $0.inputs.keys.sorted().map { exerciseCase!.inputs[$0] ?? [] } } ?? []
        let drawnYours = yoursCut ? [] : mine
        // Letters go to the input's values first, then the expected lane's, then yours': expected
        // reads a, b, c… in order, and a letter of yours that expected has too means the same value.
        let legend = MarbleLegend(lanes: inputLanes + [theirs, drawnYours])
        let asEvents = !MarbleDescription.canDraw(inputLanes + [drawnYours, theirs], legend: legend)
        func lane(_ events: [TimedEvent]) -> Phrase {
            events.isEmpty ? UIText.Verdicts.noEventAtAll : Phrase(MarbleDescription.lane(events, legend: legend, asEvents: asEvents, empty: ""))
        }
        input = exerciseCase.map { MarbleDescription.inputs($0, legend: legend, asEvents: asEvents) } ?? ""
        yours = yoursCut ? UIText.Verdicts.moreEventsThan(mine.count) : lane(mine)
        expected = lane(theirs)
        firstDifference = yoursCut ? nil : Self.firstValueDifference(mine, theirs)
    }

    /// `sentence`, then where two lanes that look alike (the same times and kinds) first differ.
    func followedByFirstDifference(_ sentence: Phrase) -> Phrase {
        guard let firstDifference else { return sentence }
        return Phrase(sentence.english + firstDifference.english,
                      zh: sentence.text(in: .simplifiedChinese) + firstDifference.text(in: .simplifiedChinese))
    }

    /// When the lanes have the same shape but other values: the first value that differs,
    /// unless the marbles show both values themselves (`-3-` against `-2-`).
    static func firstValueDifference(_ yours: [TimedEvent], _ expected: [TimedEvent]) -> Phrase? {
        guard yours.count == expected.count,
              zip(yours, expected).allSatisfy({ $0.time == $1.time && $0.kind == $1.kind }),
              let (mine, theirs) = zip(yours, expected).first(where: { $0.value != $1.value }) else { return nil }
        let shownAsItself: (TimedEvent) -> Bool = { event in
            event.kind == .next && event.value.map { $0.count == 1 && MarbleParser.isValueSymbol($0.first!) } == true
        }
        if shownAsItself(mine) && shownAsItself(theirs) { return nil }
        return UIText.Verdicts.firstDifference(at: mine.time, yours: mine.value ?? "?", expected: theirs.value ?? "?")
    }
}

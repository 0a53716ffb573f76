import CellProtocol
import Localization
import Marbles

// MARK: - What went wrong, in words

extension ResultLanes {
    /// What went wrong, in each language, its values written with this result's legend (the
    /// letters its drawings use): the judgement, then what the answer printed on the input shown.
    /// Nil when the answer passed. (`rxlearn check` prints it; the notebook styles the parts.)
    public func explanation(of verdict: ExerciseVerdict) -> Phrase? {
        guard let judgement = judgement(of: verdict) else { return nil }
        guard let printed = Self.printed(by: verdict) else { return judgement }
        let lines = printed.lines.map { "\n  " + $0 }.joined()
        return Phrase(judgement.english + "\n" + printed.heading.english + lines,
                      zh: judgement.text(in: .simplifiedChinese) + "\n" + printed.heading.text(in: .simplifiedChinese) + lines)
    }

    /// One sentence on the difference, then the notes (a real clock, too many events); nil when
    /// the answer passed.
    public func judgement(of verdict: ExerciseVerdict) -> Phrase? {
        guard let sentence = sentence(for: verdict) else { return nil }
        var english = sentence.english, chinese = sentence.text(in: .simplifiedChinese)
        for note in verdict.notes.map(\.phrase) {
            english += (english.hasSuffix(".") ? " " : ". ") + note.english
            chinese += (chinese.hasSuffix("。") ? "" : "。") + note.text(in: .simplifiedChinese)
        }
        return Phrase(english, zh: chinese)
    }

    /// What the answer printed on the input shown, shown with a failure and never judged, its
    /// control characters made visible; nil when it printed nothing.
    public static func printed(by verdict: ExerciseVerdict) -> (heading: Phrase, lines: [String])? {
        guard !verdict.passed, !verdict.printed.isEmpty else { return nil }
        return (UIText.Verdicts.printedNotJudged, verdict.printed.map { VisibleText.of($0, keepingLineBreaks: false) })
    }

    private func sentence(for verdict: ExerciseVerdict) -> Phrase? {
        typealias Words = UIText.Verdicts
        switch verdict.result {
        case .passed:
            return nil
        case .couldNotRun(let report):
            return Words.yourAnswer(report.problemPhrase)
        case .wrongOnExample(let yours, let expected):
            let lanes = VerdictLanes(input: nil, yours: yours, expected: expected, cut: (verdict.yoursReachedEventLimit, verdict.expectedReachedEventLimit), legend: legend)
            return lanes.followedByFirstDifference(Words.wrongOnExample(yours: lanes.yours, expected: lanes.expected))
        case .wrongOnHiddenInput(let input, let yours, let expected):
            let lanes = VerdictLanes(input: input, yours: yours, expected: expected, cut: (verdict.yoursReachedEventLimit, verdict.expectedReachedEventLimit), legend: legend)
            switch verdict.difference ?? .output {
            case .output:
                return lanes.followedByFirstDifference(Words.wrongOnInput(lanes.input, yours: lanes.yours, expected: lanes.expected))
            case .secondSubscription(let time):
                return lanes.followedByFirstDifference(
                    Words.wrongOnSecondSubscription(lanes.input, at: time, yours: lanes.yours, expected: lanes.expected,
                                                    cause: verdict.secondSubscriberCause?.phrase))
            case .sideEffects(let name, let mine, let theirs):
                guard Self.repeatsEachRun(yours: mine, expected: theirs) else {
                    return Words.wrongSideEffects(lanes.input, name: name, yours: mine, expected: theirs)
                }
                return Words.repeatedSideEffect(lanes.input, name: name, yours: mine, expected: theirs)
            case .inputSubscriptions(let name, let mine, let theirs):
                return Words.wrongSubscriptions(
                    lanes.input, name: name, yours: Self.intervals(mine), expected: Self.intervals(theirs),
                    cause: Self.subscriptionCause(name: name, yours: mine, expected: theirs))
            case .wrongScheduler(let effect, let time, let mine, let theirs):
                return Words.wrongScheduler(lanes.input, effect: effect, at: time, yours: mine, expected: theirs)
            case .liveAtEnd(let mine, let theirs):
                return Words.liveAtEnd(lanes.input, yours: mine, expected: theirs)
            }
        }
    }

    /// Whether the answer made each expected side effect the same number of times, more than
    /// once, at its expected time: the chain that does the work was subscribed more than once (a
    /// missing `share`), not made to do other work (one more retry makes one more, later).
    static func repeatsEachRun(yours: [Int], expected: [Int]) -> Bool {
        guard !expected.isEmpty, yours.count > expected.count, yours.count % expected.count == 0 else { return false }
        let runs = yours.count / expected.count
        return yours.sorted() == expected.flatMap { Array(repeating: $0, count: runs) }.sorted()
    }

    /// RxTest's form: `(0: 40), (15: Infinity)`, or `none`.
    static func intervals(_ intervals: [ExerciseExchange.Interval]) -> String {
        guard !intervals.isEmpty else { return "none" }
        return intervals.map { "(\($0.subscribed): \($0.disposed.map(String.init) ?? "Infinity"))" }.joined(separator: ", ")
    }

    /// The usual mistakes behind a difference in subscriptions: one never let go, or a number of
    /// subscriptions that differs.
    static func subscriptionCause(name: String, yours: [ExerciseExchange.Interval], expected: [ExerciseExchange.Interval]) -> Phrase? {
        if yours.contains(where: { $0.disposed == nil }) && !expected.contains(where: { $0.disposed == nil }) {
            return UIText.Verdicts.subscriptionNeverDisposed(name)
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
        case .errorEndsStream: UIText.Verdicts.errorEndsStream
        case .caughtOutsideFlatten: UIText.Verdicts.caughtOutsideFlatten
        case .staleInnerResults: UIText.Verdicts.staleInnerResults
        case .stillAwaiting: UIText.Verdicts.stillAwaiting
        }
    }
}

extension SecondSubscriberCause {
    /// What the verdict says of this cause, after the second subscriber's lanes.
    var phrase: Phrase {
        switch self {
        case .handsOverTooMuch: UIText.Verdicts.secondSubscriberHandedTooMuch
        case .handsOverNothing: UIText.Verdicts.secondSubscriberHandedNothing
        case .sharingDiffers: UIText.Verdicts.secondSubscriberSharingDiffers
        }
    }
}

/// The lanes of one verdict's sentence, written with the result's legend: the input, yours and
/// expected, as marbles when every lane can be drawn, otherwise all of them as lists of events.
private struct VerdictLanes {
    let input: Phrase
    let yours: Phrase
    let expected: Phrase
    private let firstDifference: Phrase?

    /// `cut` says which of yours and expected were cut at the event limit.
    init(input exerciseCase: ExerciseCase?, yours mine: [TimedEvent], expected theirs: [TimedEvent], cut: (yours: Bool, expected: Bool),
         legend: LaneLabels) {
        let inputLanes = exerciseCase.map { input in input.inputs.keys.sorted().map { input.inputs[$0] ?? [] } } ?? []
        // A lane cut at the event limit is told by its first events and its count, not drawn
        // whole: hundreds of events would bury the sentence.
        let asEvents = !MarbleDescription.canDraw(inputLanes + [cut.yours ? [] : mine, cut.expected ? [] : theirs], legend: legend)
        func lane(_ events: [TimedEvent]) -> Phrase {
            events.isEmpty ? UIText.Verdicts.noEventAtAll : Phrase(MarbleDescription.lane(events, legend: legend, asEvents: asEvents, empty: ""))
        }
        func cutLane(_ events: [TimedEvent]) -> Phrase {
            let start = MarbleDescription.lane(Array(events.prefix(Self.eventsShownOfACutLane)), legend: legend, asEvents: true, empty: "")
            return UIText.Verdicts.beginsWithMoreEventsThan(start, events.count)
        }
        input = exerciseCase.map { exerciseCase in
            let neverEnds = UIText.Verdicts.neverEmitsNeverEnds
            return Phrase(MarbleDescription.inputs(exerciseCase, legend: legend, asEvents: asEvents, empty: neverEnds.english),
                          zh: MarbleDescription.inputs(exerciseCase, legend: legend, asEvents: asEvents, empty: neverEnds.text(in: .simplifiedChinese)))
        } ?? Phrase("")
        yours = cut.yours ? cutLane(mine) : lane(mine)
        expected = cut.expected ? cutLane(theirs) : lane(theirs)
        firstDifference = cut.yours || cut.expected ? nil : Self.firstValueDifference(mine, theirs)
    }

    /// How many of a cut lane's events are written before its count.
    static let eventsShownOfACutLane = 3

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
        let shownAsItself: (TimedEvent) -> Bool = { $0.kind == .next && MarbleDescription.standsForItself($0.value ?? "") }
        if shownAsItself(mine) && shownAsItself(theirs) { return nil }
        return UIText.Verdicts.firstDifference(at: mine.time, yours: mine.value ?? "?", expected: theirs.value ?? "?")
    }
}

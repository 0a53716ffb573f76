import LessonKit
import LessonRunner
import Marbles
@testable import LessonRunner
import Testing
@testable import NotebookCore

/// The automatic lanes in the marble pane: after the recorded ones, under their heading, with
/// `^` at the column before their subscription and `!` at their disposal; the cap; the focus
/// and the stages that `c` unfolds.
@Suite struct AutomaticLanesTests {
    /// Three subscriptions: one completing (with a chain of two operators), one disposed early,
    /// one subscribed later that errors.
    static let watched = WatchedStreams(
        subscriptions: [
            WatchedStream(id: 1, role: .subscription(call: "subscribe(onNext:)", line: 3, drawn: true),
                          events: [.next("a", at: 10), .next("b", at: 20), .next("c", at: 40), .completed(at: 50)],
                          subscribedAt: 0, disposedAt: 50, ordinal: 1),
            WatchedStream(id: 5, role: .subscription(call: "subscribe(onNext:)", line: nil, drawn: true),
                          events: [.next("1", at: 10)], subscribedAt: 0, disposedAt: 30, ordinal: 2),
            WatchedStream(id: 6, role: .subscription(call: "bind(to:)", line: 9, drawn: true),
                          events: [.next("x", at: 30), .error("boom", at: 40)], subscribedAt: 20, disposedAt: 40, ordinal: 3),
        ],
        stages: [1: [
            WatchedStream(id: 2, role: .stage(subscription: 1, position: 1, operatorName: "of"),
                          events: [.next("1", at: 10), .next("2", at: 20), .next("3", at: 30), .next("4", at: 40), .completed(at: 50)],
                          subscribedAt: 0, disposedAt: 50),
            WatchedStream(id: 3, role: .stage(subscription: 1, position: 2, operatorName: "filter"),
                          events: [.next("1", at: 10), .next("2", at: 20), .next("4", at: 40), .completed(at: 50)],
                          subscribedAt: 0, disposedAt: 50),
        ]])

    static func state(watched: WatchedStreams = watched, output: ActualOutput = MarbleScaleTests.unevenOutput,
                      size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> NotebookState {
        var state = Fixtures.state(lesson: "fx-interval", size: size)
        var report = Fixtures.report(output: output, verdict: OutputComparison.compare(expected: state.currentCell!.expected, actual: output))
        report.recording.watched = watched
        state.run.results[state.currentKey!] = .ran(report)
        return state
    }

    static func rows(_ state: NotebookState, width: Int = 80) -> [String] {
        MarblePane.lines(for: state, width: width).lines.map(\.plainText)
    }

    /// The display column of `mark` in `row`, after `from` (past the lane's name).
    static func column(of mark: Character, in row: String, after from: Int = 0) -> Int? {
        var column = 0
        for character in row {
            if character == mark && column >= from { return column }
            column += DisplayWidth.of(character)
        }
        return nil
    }

    @Test func automaticLanesComeAfterTheRecordedOnesUnderTheirHeading() {
        let rows = Self.rows(Self.state())
        #expect(rows[1].hasPrefix("keys "))
        #expect(rows[2].hasPrefix("values (lesson) "))
        #expect(rows[3] == MarblePane.automaticHeading)
        #expect(rows[4].hasPrefix("▸ line 3 subscribe(onNext:) "))
        #expect(rows[5].hasPrefix("subscription 2 "))
        #expect(rows[6].hasPrefix("line 9 bind(to:) "))
        // The pane's note counts every lane; the verdict still judges `keys` alone.
        #expect(MarblePane.lanes(for: Self.state()).lanes.filter { if case .recorded = $0.role { true } else { false } }.count == 1)
    }

    @Test func marksStandAtTheColumnsOfTheirTimes() {
        for width in [80, 120] {
            let rows = Self.rows(Self.state(), width: width)
            let ruler = rows[0]
            // The ruler writes 0, 10 … 50 where their columns start.
            let tick = { (time: Int) -> Int in
                let padded = " " + ruler + " "
                let range = padded.range(of: " \(time) ")!
                return DisplayWidth.of(String(padded[..<range.lowerBound]))
            }
            let trackStart = tick(0)
            let completing = rows[4], disposedEarly = rows[5], erroring = rows[6]
            #expect(Self.column(of: "^", in: completing) == trackStart - 1, "\(completing)")
            #expect(Self.column(of: "|", in: completing) == tick(50))
            #expect(Self.column(of: "!", in: completing) == tick(50) + 1, "after the group at its time")
            #expect(Self.column(of: "^", in: disposedEarly) == trackStart - 1)
            #expect(Self.column(of: "!", in: disposedEarly) == tick(30), "\(disposedEarly)")
            #expect(Self.column(of: "-", in: disposedEarly, after: tick(30)) == nil, "no line after the disposal")
            #expect(Self.column(of: "^", in: erroring) == tick(20) - 1, "\(erroring)")
            #expect(Self.column(of: "-", in: erroring, after: trackStart) == tick(20), "no line before the subscription")
            #expect(Self.column(of: "#", in: erroring) == tick(40))
            #expect(Self.column(of: "!", in: erroring) == tick(40) + 1)
            #expect(rows.contains { $0.hasSuffix("line 9 bind(to:): error(boom) at 40") })
        }
    }

    @Test func pastTheCapTheRestAreCountedInOneRow() {
        let many = (1...40).map {
            WatchedStream(id: $0, role: .subscription(call: "subscribe(onNext:)", line: nil, drawn: true),
                          events: [.next("\($0)", at: 0)], subscribedAt: 0, ordinal: $0)
        }
        let watched = WatchedStreams(subscriptions: many, subscriptionsNotShown: 9_960, eventsCut: true)
        let rows = Self.rows(Self.state(watched: watched))
        let automatic = rows.filter { $0.hasPrefix("▸ subscription") || $0.hasPrefix("subscription") }
        #expect(automatic.count == AutomaticLanes.cap)
        #expect(automatic.last?.hasPrefix("subscription \(AutomaticLanes.cap) ") == true)
        #expect(rows.contains("… \(40 - AutomaticLanes.cap + 9_960) more subscriptions (not drawn)"))
        #expect(rows.contains(AutomaticLanes.eventsCutText))
    }

    @Test func aTestSchedulersObserverLendsOnlyItsStages() {
        var watched = Self.watched
        watched.subscriptions[0].role = .subscription(call: "subscribe", line: nil, drawn: false)
        let rows = Self.rows(Self.state(watched: watched))
        #expect(!rows.contains { $0.contains("line 3") })
        #expect(rows.filter { $0.hasPrefix("▸ ") }.count == 1)
    }

    @Test func cUnfoldsTheFocusedSubscriptionIntoItsChainAndEscFoldsIt() {
        var state = Self.state()
        _ = Fixtures.send(Fixtures.keys("c"), to: &state)
        #expect(state.run.laneFocus == LaneFocus(key: state.currentKey!, subscription: 1, expanded: true))
        let rows = Self.rows(state)
        let chain = rows[4...6].map { String($0.prefix { $0 != "^" }).trimmingCharacters(in: .whitespaces) }
        #expect(chain == ["1 of", "2 filter", "▸ line 3 subscribe(onNext:)"])
        // Each stage on the same axis: `filter` dropped the 3 that `of` sent at 30.
        #expect(Self.column(of: "3", in: rows[4], after: 20) != nil)
        #expect(Self.column(of: "3", in: rows[5], after: 20) == nil)

        _ = Fixtures.send(Fixtures.keys("c"), to: &state)
        #expect(state.expandedSubscriptions.isEmpty)
        _ = Fixtures.send(Fixtures.keys("c"), to: &state)
        _ = Fixtures.send([.key(.escape)], to: &state)
        #expect(state.expandedSubscriptions.isEmpty)
        #expect(Self.rows(state)[4].hasPrefix("▸ line 3"))
    }

    @Test func lMovesTheFocusAndCSaysWhenThereAreNoStages() {
        var state = Self.state()
        _ = Fixtures.send(Fixtures.keys("l"), to: &state)
        #expect(state.currentLaneFocus?.subscription == 5)
        #expect(Self.rows(state)[5].hasPrefix("▸ subscription 2"))
        _ = Fixtures.send(Fixtures.keys("c"), to: &state)
        #expect(state.expandedSubscriptions.isEmpty)
        #expect(state.message?.text.contains("no operator stages") == true)
        _ = Fixtures.send(Fixtures.keys("ll"), to: &state)
        #expect(state.currentLaneFocus?.subscription == 1, "after the last, the first again")
    }

    @Test func theFocusBelongsToOneCell() {
        var state = Self.state()
        _ = Fixtures.send(Fixtures.keys("lc"), to: &state)
        _ = Fixtures.send(Fixtures.keys("c"), to: &state)
        state.run.laneFocus = LaneFocus(key: CellKey(lessonID: "fx-just", cellID: "just-1"), subscription: 6, expanded: true)
        #expect(state.currentLaneFocus == LaneFocus(key: state.currentKey!, subscription: 1))
        var noRun = Fixtures.state(lesson: "fx-interval")
        _ = Fixtures.send(Fixtures.keys("c"), to: &noRun)
        #expect(noRun.message?.text.hasPrefix("Run the cell (r) first") == true)
    }

    @Test func theHelpListsTheStageKeys() {
        #expect(KeyTable.command(for: .character("c"), stepping: false) == .run(.toggleStages))
        #expect(KeyTable.command(for: .character("l"), stepping: true) == .run(.nextSubscription))
        #expect(KeyTable.notebook.contains { $0.label == "c" && $0.summary.contains("stages") })
    }

    @Test func snapshots() throws {
        for size in [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40)] {
            // A run that matched: the pane has room for the automatic lanes under the recorded one.
            var state = Self.state(output: Fixtures.emojiLaneOutput, size: size)
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "automatic-lanes-\(size.columns)x\(size.rows)")
            // The chain unfolded, with the marble pane given the screen (Tab) to read it all.
            Fixtures.send(Fixtures.keys("c"), to: &state)
            state.layout.focus = .marbles
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "automatic-lanes-stages-\(size.columns)x\(size.rows)")
        }
    }

    /// An exercise checked wrong on a hidden input, whose answer's chain had two stages.
    static func exerciseState(size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> NotebookState {
        var state = Fixtures.state(lesson: "fx-publish", cell: 1, size: size)
        var verdict = ExerciseVerdict(result: .wrongOnHiddenInput(
            ExerciseCase(inputs: ["words": [.next("b", at: 10), .next("用户", at: 20), .error("boom", at: 30)]]),
            yours: [.next("B", at: 10), .next("B", at: 20), .error("boom", at: 30)],
            expected: [.next("B", at: 10), .next("用户", at: 20), .error("boom", at: 30)]), casesChecked: 51)
        verdict.stages = [
            WatchedStream(id: 2, role: .stage(subscription: 1, position: 1, operatorName: "hot observable"),
                          events: [.next("b", at: 10), .next("用户", at: 20), .error("boom", at: 30)], subscribedAt: 0, disposedAt: 30),
            WatchedStream(id: 3, role: .stage(subscription: 1, position: 2, operatorName: "map"),
                          events: [.next("B", at: 10), .next("B", at: 20), .error("boom", at: 30)], subscribedAt: 0, disposedAt: 30),
        ]
        state.exercise.results["fx-shout"] = .judged(verdict)
        return state
    }

    @Test func atAnExerciseCUnfoldsTheAnswersStagesAboveYours() {
        var state = Self.exerciseState()
        let folded = ExercisePanes.marbles(state, state.currentExercise!, width: 80).lines.map(\.plainText)
        #expect(folded.contains("c shows the 2 stages of your answer (not judged)"))
        #expect(!folded.contains(ExercisePanes.stagesHeading))

        _ = Fixtures.send(Fixtures.keys("c"), to: &state)
        let rows = ExercisePanes.marbles(state, state.currentExercise!, width: 80).lines.map(\.plainText)
        let names = rows.map { String($0.prefix { $0 != "^" && $0 != "-" }).trimmingCharacters(in: .whitespaces) }
        #expect(rows[2] == ExercisePanes.stagesHeading)
        #expect([names[1]] + Array(names[3...5]) == ["words", "1 hot observable", "2 map", "yours"], "\(rows)")
        // The verdict is the same: yours and expected still the judged lanes.
        #expect(rows.contains { $0.hasPrefix("expected ") })

        _ = Fixtures.send([.key(.escape)], to: &state)
        #expect(state.exercise.stagesShown.isEmpty)
        var unchecked = Fixtures.state(lesson: "fx-publish", cell: 1)
        _ = Fixtures.send(Fixtures.keys("c"), to: &unchecked)
        #expect(unchecked.message?.text.hasPrefix("Check your answer (r) first") == true)
    }

    @Test func exerciseStagesSnapshots() throws {
        for size in [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40)] {
            var state = Self.exerciseState(size: size)
            _ = Fixtures.send(Fixtures.keys("c"), to: &state)
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "exercise-stages-\(size.columns)x\(size.rows)")
        }
    }
}

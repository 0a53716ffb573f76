import LessonKit
import Marbles
import Testing
@testable import LessonRunner

/// The pitfall checks (issue 30), each on an answer that falls into the pitfall, which must fail
/// with the pitfall named, and on one that avoids it in its own way, which must pass.
@Suite(.serialized) struct PitfallCheckTests {
    private func check(_ answer: String, _ exercise: Exercise) throws -> ExerciseVerdict {
        try CheckerFixtures.checker(hiddenCases: 12).check(answer, for: exercise)
    }

    @Test func aTimerNothingDisposesIsLiveAtTheEnd() throws {
        let leaking = """
        func solve(taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            _ = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler).subscribe(onNext: { _ in })
            return taps.map { $0.uppercased() }
        }
        """
        let verdict = try check(leaking, PitfallFixtures.heartbeat)
        guard case .liveAtEnd(let yours, let expected)? = verdict.difference else {
            Issue.record("expected a subscription live at the end, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(yours > expected)
        #expect(verdict.explanation?.contains("live at the end, after every subscriber let go") == true)
        #expect(verdict.explanation?.contains("a subscription nothing disposes") == true)

        let disposed = """
        func solve(taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            Observable.create { observer in
                let beat = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler).subscribe(onNext: { _ in })
                let shouts = taps.map { $0.uppercased() }.subscribe(observer)
                return Disposables.create(beat, shouts)
            }
        }
        """
        let right = try check(disposed, PitfallFixtures.heartbeat)
        #expect(right.passed, "\(right.explanation ?? "")")
    }

    @Test func resultsDeliveredOnTheBackgroundAreOnTheWrongThread() throws {
        let offMain = """
        \(PitfallFixtures.searchStub)

        func solve(queries: Observable<String>, main: SchedulerType, background: SchedulerType) -> Observable<String> {
            queries.flatMapLatest { search($0).subscribe(on: background) }
        }
        """
        let verdict = try check(offMain, PitfallFixtures.search)
        guard case .wrongScheduler(nil, _, "background", "main")? = verdict.difference else {
            Issue.record("expected an event on the wrong scheduler, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(verdict.explanation?.contains("on `background`, expected on `main`: wrong thread") == true, "\(verdict.explanation ?? "")")
        #expect(verdict.explanation?.contains("`observe(on: main)`") == true)
    }

    @Test func workLeftOnTheMainThreadIsOnTheWrongThread() throws {
        let blocking = """
        \(PitfallFixtures.searchStub)

        func solve(queries: Observable<String>, main: SchedulerType, background: SchedulerType) -> Observable<String> {
            queries.flatMapLatest { search($0) }.observe(on: background).observe(on: main)
        }
        """
        let verdict = try check(blocking, PitfallFixtures.search)
        guard case .wrongScheduler("search", _, "main", "background")? = verdict.difference else {
            Issue.record("expected the search on the wrong scheduler, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(verdict.explanation?.contains("runs `search` at") == true)
        #expect(verdict.explanation?.contains("the work blocks the main thread: `subscribe(on: background)`") == true)

        // Hopping to the background first, then back, is as right as the reference's way.
        let hopping = """
        \(PitfallFixtures.searchStub)

        func solve(queries: Observable<String>, main: SchedulerType, background: SchedulerType) -> Observable<String> {
            queries.observe(on: background).flatMapLatest { search($0) }.observe(on: main)
        }
        """
        let right = try check(hopping, PitfallFixtures.search)
        #expect(right.passed, "\(right.explanation ?? "")")
    }

    @Test func aChainUsedTwiceWithoutShareRepeatsTheRequest() throws {
        let unshared = """
        \(PitfallFixtures.fetchStub)

        func solve(taps: Observable<String>) -> Observable<String> {
            let profile = taps.flatMap { fetch($0) }
            return Observable.merge(profile.map { "name \\($0)" }, profile.map { "length \\($0.count)" })
        }
        """
        let verdict = try check(unshared, PitfallFixtures.profile)
        guard case .sideEffects("request", let yours, let expected)? = verdict.difference else {
            Issue.record("expected the requests to differ, got \(String(describing: verdict.difference)): \(verdict.explanation ?? "")")
            return
        }
        #expect(yours.count == 2 * expected.count)
        #expect(verdict.explanation?.contains("a `share()` is missing where the chain is used twice") == true, "\(verdict.explanation ?? "")")

        let replayed = """
        \(PitfallFixtures.fetchStub)

        func solve(taps: Observable<String>) -> Observable<String> {
            taps.flatMap { fetch($0) }.flatMap { name in Observable.from(["name \\(name)", "length \\(name.count)"]) }.share()
        }
        """
        let right = try check(replayed, PitfallFixtures.profile)
        #expect(right.passed, "\(right.explanation ?? "")")
    }

    @Test func anErrorThatEndsTheStreamIsNamed() throws {
        let uncaught = "struct LookupFailed: Error {}\nfunc lookup(_ id: Int) -> Observable<String> { id < 0 ? .error(LookupFailed()) : .just(\"item \\(id)\") }\n"
        let dies = try check(uncaught + "func solve(ids: Observable<Int>) -> Observable<String> { ids.flatMap { lookup($0) } }", PitfallFixtures.lookups)
        #expect(dies.notes.contains(.errorEndsStream), "\(dies.explanation ?? "")")
        #expect(dies.explanation?.contains("Your stream ends at the first error, where the task wants it to go on") == true)

        let outside = try check(uncaught + "func solve(ids: Observable<Int>) -> Observable<String> { ids.flatMap { lookup($0) }.catchAndReturn(\"missing\") }",
                                PitfallFixtures.lookups)
        #expect(outside.notes.contains(.caughtOutsideFlatten), "\(outside.explanation ?? "")")
        #expect(outside.explanation?.contains("a `catch` on the outer chain replaces the whole rest of the stream") == true)

        let inside = try check(uncaught + "func solve(ids: Observable<Int>) -> Observable<String> { ids.flatMap { lookup($0).catch { _ in .just(\"missing\") } } }",
                               PitfallFixtures.lookups)
        #expect(inside.passed, "\(inside.explanation ?? "")")

        // Caught inside, but ended early for another reason: no advice to move the `catch`.
        let insideButShort = try check(
            uncaught + "func solve(ids: Observable<Int>) -> Observable<String> { ids.take(1).flatMap { lookup($0).catch { _ in .just(\"missing\") } } }",
            PitfallFixtures.lookups)
        #expect(!insideButShort.passed)
        #expect(!insideButShort.notes.contains(.caughtOutsideFlatten), "\(insideButShort.explanation ?? "")")
    }

    @Test func flatMapWhereFlatMapLatestWasMeantIsNamed() throws {
        let stale = """
        func solve(names: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            func isFree(_ name: String) -> Observable<Bool> {
                Observable.just(name != "admin").delay(.milliseconds(20), scheduler: scheduler)
                    .do(onSubscribe: { recordSideEffect("request") })
            }
            return names.flatMap { name in isFree(name).map { $0 ? "free" : "taken" } }
        }
        """
        let verdict = try check(stale, CheckerFixtures.usernameCheck)
        #expect(verdict.notes.contains(.staleInnerResults), "\(verdict.explanation ?? "")")
        #expect(verdict.explanation?.contains("`flatMapLatest` disposes the previous inner observable") == true)
    }

    @Test func theNotesStayQuietWhereNoPitfallIsInSight() {
        let notes = ExerciseNotes(answer: "ids.flatMap { lookup($0) }.take(2)", reference: "ids.flatMap { lookup($0) }.take(3)")
        let unflattened = ExerciseNotes(answer: "ids.map { try check($0) }", reference: "ids.flatMap { lookup($0).catchAndReturn(\"x\") }")
        // Completed early without any `catch`: an ordinary difference, not an error pitfall.
        #expect(notes.endedEarly([.next("a", at: 10), .completed(at: 20)], [.next("a", at: 10), .next("b", at: 30)]) == nil)
        // Failed without any flatten: not the inner error's pitfall.
        #expect(unflattened.endedEarly([.error("boom", at: 20)], [.next("a", at: 30)]) == nil)
        // Failed where the expected stream fails too.
        #expect(notes.endedEarly([.error("boom", at: 20)], [.error("boom", at: 20)]) == nil)
        #expect(notes.endedEarly([.error("boom", at: 20)], [.next("a", at: 30)]) == .errorEndsStream)
        #expect(!notes.flattensEveryInner)
        // One more run of the work, later (a retry too many), is not a missing `share`.
        #expect(ResultLanes.repeatsEachRun(yours: [0, 10, 10], expected: [0, 10]) == false)
        #expect(ResultLanes.repeatsEachRun(yours: [0, 0, 10, 10], expected: [0, 10]))
        #expect(ResultLanes.repeatsEachRun(yours: [0, 30, 60], expected: [0, 30]) == false)
        #expect(ExerciseNotes(answer: "xs.flatMap { f($0) }", reference: "xs.flatMapLatest { f($0) }").flattensEveryInner)
    }
}

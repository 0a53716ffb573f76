import CellProtocol
import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// Automatic lanes and chain stages, from real cells through the runtime, the event channel and
/// the parser: every subscription is watched without `.record`, and nothing of it is judged.
@Suite(.serialized) struct WatchedStreamTests {
    @Test func threeSubscriptionsEachWithItsLineEventsAndEnd() throws {
        let program = """
        enum Boom: Error { case boom }
        let bag = DisposeBag()
        let ticks = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance).take(4)
        let early = ticks.subscribe(onNext: { _ in })
        ticks.map { value -> Int in if value == 2 { throw Boom.boom }; return value }.subscribe(onNext: { _ in }, onError: { _ in }).disposed(by: bag)
        ticks.subscribe(onNext: { print($0) }).disposed(by: bag)
        _ = Observable<Int>.timer(.milliseconds(250), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in early.dispose() })
        \(RunnerEnvironment.uniqueMarker())
        """
        let report = try RunnerEnvironment.run(program)
        #expect(report.status == .finished)
        let watched = report.recording.watched
        let lanes = watched.drawnSubscriptions
        #expect(lanes.map(\.name) == ["line 4 subscribe(onNext:)", "line 5 subscribe(onNext:)", "line 6 subscribe(onNext:)", "line 8 subscribe(onNext:)"])

        let early = lanes[0]
        #expect(early.events == [.next("0", at: 100), .next("1", at: 200)])
        #expect(early.subscribedAt == 0)
        #expect(early.disposedAt == 250)

        let erroring = lanes[1]
        #expect(erroring.events == [.next("0", at: 100), .next("1", at: 200), .error("boom", at: 300)])
        #expect(erroring.disposedAt == 300)

        let whole = lanes[2]
        #expect(whole.events == [.next("0", at: 100), .next("1", at: 200), .next("2", at: 300), .next("3", at: 400), .completed(at: 400)])
        #expect(whole.disposedAt == 400)

        #expect(report.recording.output.lanes.isEmpty, "automatic lanes are not recorded lanes")
    }

    @Test func aSubscriptionThatErrorsEndsWithItsError() throws {
        let program = """
        enum Boom: Error { case boom }
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { _ in }, onError: { _ in })
        subject.onNext(1)
        subject.onError(Boom.boom)
        \(RunnerEnvironment.uniqueMarker())
        """
        let lane = try #require(try RunnerEnvironment.run(program).recording.watched.drawnSubscriptions.first)
        #expect(lane.name == "line 3 subscribe(onNext:)")
        #expect(lane.events == [.next("1", at: 0), .error("boom", at: 0)])
        #expect(lane.disposedAt == 0)
    }

    @Test func stagesOfAChainRunFromTheSourceToTheSubscriber() throws {
        let program = """
        _ = Observable.of(1, 2, 3, 4)
            .map { $0 * 2 }
            .filter { $0 > 4 }
            .subscribe(onNext: { print($0) })
        \(RunnerEnvironment.uniqueMarker())
        """
        let watched = try RunnerEnvironment.run(program).recording.watched
        let subscription = try #require(watched.drawnSubscriptions.first)
        let chain = watched.chain(of: subscription)
        #expect(chain.map(\.name) == ["1 of", "2 map", "3 filter", "line 4 subscribe(onNext:)"])
        #expect(chain.map { $0.events.compactMap(\.value) } == [["1", "2", "3", "4"], ["2", "4", "6", "8"], ["6", "8"], ["6", "8"]])
        #expect(chain.allSatisfy { $0.events.last?.kind == .completed })
    }

    @Test func aDebounceOnATestClockShowsWhereElementsWereHeldBack() throws {
        let program = """
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([.next(210, "r"), .next(220, "rx"), .next(300, "rxs"), .completed(400)])
        let observer = scheduler.start { typed.debounce(.seconds(50), scheduler: scheduler) }
        print(observer.events.count)
        \(RunnerEnvironment.uniqueMarker())
        """
        let report = try RunnerEnvironment.run(program)
        let watched = report.recording.watched
        #expect(watched.drawnSubscriptions.isEmpty, "a test observer has its own lane already")
        let observed = try #require(watched.subscriptions.first)
        let chain = watched.chain(of: observed)
        #expect(chain.map(\.name) == ["1 hot observable", "2 debounce", "subscription 1"])
        #expect(chain[0].events == [.next("r", at: 210), .next("rx", at: 220), .next("rxs", at: 300), .completed(at: 400)])
        #expect(chain[1].events == [.next("rx", at: 270), .next("rxs", at: 350), .completed(at: 400)])
        #expect(report.recording.output.lanes.map(\.name) == ["observer"])
    }

    @Test func aLoopOfTenThousandSubscriptionsIsCappedAndCounted() throws {
        let program = """
        for value in 0..<10_000 { _ = Observable.just(value).subscribe(onNext: { _ in }) }
        print("done")
        \(RunnerEnvironment.uniqueMarker())
        """
        let report = try RunnerEnvironment.run(program)
        #expect(report.status == .finished)
        let watched = report.recording.watched
        #expect(watched.subscriptions.count + watched.subscriptionsNotShown == 10_000)
        #expect(watched.subscriptionsNotShown > 0)
    }

    @Test func tenThousandEventsStayWithinTheTimeLimit() throws {
        let program = """
        var sum = 0
        _ = Observable.range(start: 0, count: 10_000).map { $0 * 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum += $0 })
        print(sum)
        \(RunnerEnvironment.uniqueMarker())
        """
        let report = try RunnerEnvironment.run(program)
        #expect(report.status == .finished)
        #expect(report.stdout == "33336666\n")
        let watched = report.recording.watched
        #expect(watched.drawnSubscriptions.count == 1)
        // Four streams of up to 10,000 events are more than the watch budget: the lanes are cut,
        // and say so, while the cell's own output is whole.
        #expect(watched.eventsCut)
        #expect(!(watched.stages[watched.drawnSubscriptions[0].id] ?? []).isEmpty)
    }

    @Test func aSubscriptionInTheLessonsSetupIsNamedByItsSetupLine() throws {
        let (lesson, cell) = RunnerEnvironment.lesson(
            setup: "let bag = DisposeBag()\nlet names = BehaviorSubject(value: \"rx\")\nnames.subscribe(onNext: { _ in }).disposed(by: bag)",
            code: "names.onNext(\"swift\")\n" + RunnerEnvironment.uniqueMarker())
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        let lane = try #require(report.recording.watched.drawnSubscriptions.first)
        #expect(lane.name == "line 3 subscribe(onNext:) in setup")
        #expect(lane.events == [.next("rx", at: 0), .next("swift", at: 0)])
    }

    @Test func aSubscriptionStillLiveWhenTheCodeEndsHasNoDisposalMark() throws {
        let program = """
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        subject.subscribe(onNext: { _ in }).disposed(by: bag)
        subject.onNext(1)
        \(RunnerEnvironment.uniqueMarker())
        """
        let lane = try #require(try RunnerEnvironment.run(program).recording.watched.drawnSubscriptions.first)
        #expect(lane.events == [.next("1", at: 0)])
        #expect(lane.disposedAt == nil, "the runtime's own emptying of the bag is not the learner's disposal")
    }

    @Test func aCellCanTurnWatchingOff() throws {
        let program = """
        _ = Observable.of(1, 2).subscribe(onNext: { print($0) })
        \(RunnerEnvironment.uniqueMarker())
        """
        let options = LessonCellRunner.Options(environment: [CellProtocol.Variable.watchStreams: CellProtocol.Variable.watchStreamsOff])
        let report = try RunnerEnvironment.run(program, options)
        #expect(report.stdout == "1\n2\n")
        #expect(report.recording.watched.isEmpty)
    }
}

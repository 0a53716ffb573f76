import Foundation
import RxCore
import RxCoreTest
import XCTest

/// A watched chain names each stage as the learner wrote it: the operator (`take(while:)`, not the
/// class behind it), or the type the learner made (`PublishRelay`, not the subject inside it).
final class StageNameTests: WatchedTestCase {
    /// The stages of the first subscription `subscribe` makes, from the subscriber to the source.
    private func stages(_ subscribe: () -> Disposable) -> [String] {
        watcher = RecordingWatcher()
        StreamWatch.watcher = watcher
        subscribe().dispose()
        return watcher.subscriptions.first?.stages.map(\.name) ?? []
    }

    func testAPublishRelaysStageIsNamedPublishRelay() {
        let relay = PublishRelay<Int>()
        var seen: [Int] = []
        let names = stages {
            let subscription = relay.subscribe(onNext: { seen.append($0) })
            relay.accept(1)
            return subscription
        }
        XCTAssertEqual(names, ["PublishRelay"])
        XCTAssertEqual(watcher.subscriptions.first?.stages.first?.values, ["1"])
        XCTAssertEqual(seen, [1])
        XCTAssertEqual(stages { relay.map { $0 * 2 }.subscribe(onNext: { _ in }) }, ["map", "PublishRelay"])
        XCTAssertEqual(stages { relay.asObservable().subscribe(onNext: { _ in }) }, ["PublishRelay"])
    }

    func testRelaysSubjectsAndSharedSequencesAreNamedAfterTheirType() {
        let source = Observable.of(1, 2)
        let cases: [(String, () -> Disposable)] = [
            ("PublishSubject", { PublishSubject<Int>().subscribe(onNext: { _ in }) }),
            ("BehaviorSubject", { BehaviorSubject(value: 0).subscribe(onNext: { _ in }) }),
            ("ReplaySubject", { ReplaySubject<Int>.create(bufferSize: 1).subscribe(onNext: { _ in }) }),
            ("ReplaySubject", { ReplaySubject<Int>.createUnbounded().subscribe(onNext: { _ in }) }),
            ("AsyncSubject", { AsyncSubject<Int>().subscribe(onNext: { _ in }) }),
            ("BehaviorRelay", { BehaviorRelay(value: 0).subscribe(onNext: { _ in }) }),
            ("BehaviorRelay", { BehaviorRelay(value: 0).asObservable().subscribe(onNext: { _ in }) }),
            ("ReplayRelay", { ReplayRelay<Int>.create(bufferSize: 1).subscribe(onNext: { _ in }) }),
            ("ReplayRelay", { ReplayRelay<Int>.createUnbound().asObservable().subscribe(onNext: { _ in }) }),
            ("Driver", { source.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in }) }),
            ("Signal", { source.asSignal(onErrorJustReturn: 0).emit(onNext: { _ in }) }),
            ("Clicks", { Clicks().subscribe(onNext: { _ in }) }),
            ("Clicks", { Clicks().asObservable().map { $0 }.subscribe(onNext: { _ in }) }),
        ]
        for (expected, subscribe) in cases {
            let names = stages(subscribe)
            XCTAssertEqual(names.first(where: { $0 != "map" }), expected, "\(names)")
        }
    }

    /// Every operator, with each of its forms: the stage right before the subscriber carries the
    /// name the learner wrote.
    func testEveryOperatorsStageIsTheNameTheLearnerWrote() {
        for (expected, subscribe) in Self.operators() {
            let names = stages(subscribe)
            XCTAssertEqual(names.first, expected, "stages: \(names)")
        }
    }

    /// The table above lists every operator RxCore has: a new operator without a row fails here.
    func testTheTableCoversEveryPublicOperator() throws {
        let written = Set(Self.operators().map { $0.0.prefix { $0 != "(" } })
        let declared = try Self.declaredOperatorNames()
        XCTAssertFalse(declared.isEmpty)
        let notOperators: Set<Substring> = ["asObservable", "connect"]
        XCTAssertEqual(declared.subtracting(written).subtracting(notOperators), [], "operators without a row in the table")
    }

    // MARK: - The table

    private static func watch<Sequence: ObservableConvertibleType>(_ sequence: Sequence) -> () -> Disposable {
        { sequence.asObservable().subscribe(onNext: { _ in }, onError: { _ in }) }
    }

    private final class Owner {}

    private static func operators() -> [(String, () -> Disposable)] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Observable.of(1, 2, 3)
        let never = Observable<Int>.never()
        let owner = Owner()
        return [
            ("amb", watch(xs.amb(never))),
            ("amb", watch(Observable.amb([xs, never]))),
            ("andThen", watch(Completable.empty().andThen(xs))),
            ("asMaybe", watch(xs.asMaybe())),
            ("asSingle", watch(xs.asSingle())),
            ("buffer", watch(xs.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler))),
            ("catch", watch(xs.catch { _ in .empty() })),
            ("catch(sequence:)", watch(Observable.catch(sequence: [xs, xs]))),
            ("catchAndReturn", watch(xs.catchAndReturn(0))),
            ("combineLatest", watch(Observable.combineLatest(xs, xs))),
            ("combineLatest", watch(Observable.combineLatest(xs, xs) { $0 + $1 })),
            ("combineLatest", watch(Observable.combineLatest([xs, xs]))),
            ("compactMap", watch(xs.compactMap { $0 })),
            ("concat", watch(xs.concat(xs))),
            ("concat", watch(Observable.concat([xs, xs]))),
            ("concat", watch(Observable.of(xs, xs).concat())),
            ("concatMap", watch(xs.concatMap { Observable.just($0) })),
            ("create", watch(Observable<Int>.create { _ in Disposables.create() })),
            ("debounce", watch(xs.debounce(.seconds(1), scheduler: scheduler))),
            ("debug", watch(Observable<Int>.empty().debug("stage name"))),
            ("decode", watch(Observable.just(Data("1".utf8)).decode(type: Int.self, decoder: JSONDecoder()))),
            ("deferred", watch(Observable.deferred { xs })),
            ("delay", watch(xs.delay(.seconds(1), scheduler: scheduler))),
            ("delaySubscription", watch(xs.delaySubscription(.seconds(1), scheduler: scheduler))),
            ("dematerialize", watch(xs.materialize().dematerialize())),
            ("distinctUntilChanged", watch(xs.distinctUntilChanged())),
            ("distinctUntilChanged", watch(xs.distinctUntilChanged { $0 % 2 })),
            ("do", watch(xs.do(onNext: { _ in }))),
            ("element(at:)", watch(xs.element(at: 1))),
            ("empty", watch(Observable<Int>.empty())),
            ("enumerated", watch(xs.enumerated())),
            ("error", watch(Observable<Int>.error(TestError("stage name")))),
            ("filter", watch(xs.filter { $0 > 1 })),
            ("first", watch(xs.first())),
            ("flatMap", watch(xs.flatMap { Observable.just($0) })),
            ("flatMapFirst", watch(xs.flatMapFirst { Observable.just($0) })),
            ("flatMapLatest", watch(xs.flatMapLatest { Observable.just($0) })),
            ("from", watch(Observable.from([1, 2]))),
            ("from", watch(Observable.from(1 ... 3))),
            ("from(optional:)", watch(Observable.from(optional: 1))),
            ("from(optional:)", watch(Observable.from(optional: 1, scheduler: scheduler))),
            ("generate", watch(Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }))),
            ("groupBy", watch(xs.groupBy { $0 % 2 })),
            ("ifEmpty(default:)", watch(xs.ifEmpty(default: 0))),
            ("ifEmpty(switchTo:)", watch(xs.ifEmpty(switchTo: xs))),
            ("ignoreElements", watch(xs.ignoreElements())),
            ("interval", watch(Observable<Int>.interval(.seconds(1), scheduler: scheduler))),
            ("just", watch(Observable.just(1))),
            ("just", watch(Observable.just(1, scheduler: scheduler))),
            ("map", watch(xs.map { $0 * 2 })),
            ("materialize", watch(xs.materialize())),
            ("merge", watch(Observable.merge(xs, xs))),
            ("merge", watch(Observable.merge([xs, xs]))),
            ("merge", watch(Observable.of(xs, xs).merge())),
            ("merge", watch(Observable.of(xs, xs).merge(maxConcurrent: 2))),
            ("multicast", watch(xs.multicast(PublishSubject()))),
            ("multicast", watch(xs.multicast(makeSubject: { PublishSubject() }))),
            ("multicast", watch(xs.multicast({ PublishSubject<Int>() }, selector: { $0 }))),
            ("never", watch(never)),
            ("observe(on:)", watch(xs.observe(on: scheduler))),
            ("observe(on:)", watch(xs.observe(on: SerialDispatchQueueScheduler(qos: .default)))),
            ("of", watch(xs)),
            ("publish", watch(xs.publish())),
            ("range", watch(Observable.range(start: 0, count: 3))),
            ("reduce", watch(xs.reduce(0, accumulator: +))),
            ("refCount", watch(xs.publish().refCount())),
            ("repeatElement", watch(Observable.repeatElement(1, scheduler: scheduler))),
            ("replay", watch(xs.replay(1))),
            ("replayAll", watch(xs.replayAll())),
            ("retry", watch(xs.retry())),
            ("retry", watch(xs.retry(2))),
            ("retry(when:)", watch(xs.retry(when: { (errors: Observable<Error>) in errors }))),
            ("sample", watch(xs.sample(never))),
            ("scan", watch(xs.scan(0, accumulator: +))),
            ("scan", watch(xs.scan(into: 0) { $0 += $1 })),
            ("share", watch(xs.share())),
            ("share", watch(xs.share(replay: 1))),
            ("share", watch(xs.share(replay: 2))),
            ("share", watch(xs.share(replay: 1, scope: .forever))),
            ("single", watch(xs.single())),
            ("single", watch(xs.single { $0 == 2 })),
            ("skip", watch(xs.skip(1))),
            ("skip", watch(xs.skip(.seconds(1), scheduler: scheduler))),
            ("skip(until:)", watch(xs.skip(until: never))),
            ("skip(while:)", watch(xs.skip(while: { $0 < 2 }))),
            ("startWith", watch(xs.startWith(0))),
            ("subscribe(on:)", watch(xs.subscribe(on: scheduler))),
            ("switchLatest", watch(Observable.of(xs).switchLatest())),
            ("take", watch(xs.take(2))),
            ("take(for:)", watch(xs.take(for: .seconds(1), scheduler: scheduler))),
            ("take(until:)", watch(xs.take(until: never))),
            ("take(until:)", watch(xs.take(until: { $0 > 1 }))),
            ("take(while:)", watch(xs.take(while: { $0 < 2 }))),
            ("takeLast", watch(xs.takeLast(1))),
            ("throttle", watch(xs.throttle(.seconds(1), scheduler: scheduler))),
            ("timeout", watch(xs.timeout(.seconds(1), scheduler: scheduler))),
            ("timeout", watch(xs.timeout(.seconds(1), other: xs, scheduler: scheduler))),
            ("timer", watch(Observable<Int>.timer(.seconds(1), scheduler: scheduler))),
            ("using", watch(Observable.using({ BooleanDisposable() }, observableFactory: { _ in xs }))),
            ("window", watch(xs.window(timeSpan: .seconds(1), count: 2, scheduler: scheduler))),
            ("withLatestFrom", watch(xs.withLatestFrom(xs))),
            ("withLatestFrom", watch(xs.withLatestFrom(xs) { $0 + $1 })),
            ("withUnretained", watch(xs.withUnretained(owner))),
            ("zip", watch(Observable.zip(xs, xs))),
            ("zip", watch(Observable.zip(xs, xs) { $0 + $1 })),
            ("zip", watch(Observable.zip([xs, xs]))),
        ]
    }

    /// The base names of the public functions RxCore's operator files declare, but for
    /// deprecated RxSwift 5 spellings (forwarders to an operator listed under its new name).
    private static func declaredOperatorNames() throws -> Set<Substring> {
        let core = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RxCore")
        let folders = ["Operators", "Operators/Generated", "Creation", "Sharing"]
        var names: Set<Substring> = []
        for folder in folders {
            let directory = core.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                var deprecated = false
                for line in text.split(separator: "\n") {
                    let trimmed = line.drop { $0 == " " }
                    if trimmed.hasPrefix("@available(*, deprecated") { deprecated = true; continue }
                    if trimmed.hasPrefix("///") || trimmed.hasPrefix("@") { continue }
                    if let range = trimmed.range(of: "public func ") ?? trimmed.range(of: "public static func ") {
                        let name = trimmed[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "`" }
                        if !deprecated { names.insert(Substring(name.filter { $0 != "`" })) }
                    }
                    deprecated = false
                }
            }
        }
        return names
    }
}

/// A learner's own sequence type: a watched chain names it after its type.
private struct Clicks: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observer.on(.next(1))
        return Disposables.create()
    }
}

import Foundation
import RxCore
import RxCoreTest
import XCTest

// Sections of shared/conformance/seed_examples.swift (our shared fixture) that exercise the error
// handling, time and switching operators. Each snippet is the RxSwift program's text with
// `print` replaced by `emit`, which collects the lines; the result must equal what RxSwift 6.9.1
// printed for that section.

/// Collects what a snippet prints, `print`-style (items joined by spaces).
private final class Lines {
    private let lock = NSLock()
    private var text = ""

    func callAsFunction(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        let line = items.map { String(describing: $0) }.joined(separator: separator) + terminator
        lock.lock()
        text += line
        lock.unlock()
    }

    var printed: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}

private enum SeedError: Error { case test }

final class ErrorTimeConformanceTests: RxTestCase {
    private var disposeBag = DisposeBag()
    private var reference: [String: String] = [:]

    /// The reference output: `shared/conformance/seed_examples.expected.txt` beside the package.
    private static let expectedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Operators
        .deletingLastPathComponent() // RxCoreTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("../shared/conformance/seed_examples.expected.txt")
        .standardizedFileURL

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard let text = try? String(contentsOf: Self.expectedFile, encoding: .utf8) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("missing \(Self.expectedFile.path)")
                return
            }
            throw XCTSkip("The RxSwift reference output is not beside this checkout (\(Self.expectedFile.path)).")
        }
        reference = Self.sections(of: text)
    }

    override func tearDown() {
        disposeBag = DisposeBag()
        super.tearDown()
    }

    /// Splits the reference into `=== name` sections; each body ends with its last line's newline.
    private static func sections(of text: String) -> [String: String] {
        var result: [String: String] = [:]
        var name: String?
        var body = ""
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("=== ") {
                if let name = name { result[name] = body }
                name = String(line.dropFirst(4))
                body = ""
            } else if name != nil {
                body += line + "\n"
            }
        }
        if let name = name { result[name] = body }
        return result.mapValues { section in
            var trimmed = section
            while trimmed.hasSuffix("\n\n") { trimmed.removeLast() }
            return trimmed
        }
    }

    /// Runs `body` as the fixture's `run(name) { … }` does, with unhandled errors reported the
    /// way RxSwift's debug builds print them, and compares what it printed.
    private func assertPrints(asRxSwift section: String, file: StaticString = #filePath, line: UInt = #line, _ body: (Lines) -> Void) {
        guard let expected = reference[section] else {
            XCTFail("No section '\(section)' in the reference output", file: file, line: line)
            return
        }
        let emit = Lines()
        let previousHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in emit("Unhandled error happened: \(error)") }
        disposeBag = DisposeBag()
        body(emit)
        disposeBag = DisposeBag()
        Hooks.defaultErrorHandler = previousHandler
        XCTAssertEqual(emit.printed, expected, "section '\(section)'", file: file, line: line)
    }

    func testRetryWhenVirtualTime() {
        assertPrints(asRxSwift: "002 retryWhen virtual time") { emit in
            // rxJson fails 3 times then succeeds; retry after 5 "seconds", max 4 retries
            let scheduler = TestScheduler(initialClock: 0, resolution: 1)
            var attempts = 0
            let rxJson = Observable<String>.deferred {
                attempts += 1
                emit("t=\(scheduler.clock) attempt \(attempts)")
                return attempts < 4 ? .error(SeedError.test) : .just("{json}")
            }
            let maxRetryCount = 4
            rxJson
                .retry(when: { (rxError: Observable<Error>) -> Observable<Int> in
                    rxError.enumerated().flatMap { (index, error) -> Observable<Int> in
                        guard index < maxRetryCount else { return Observable.error(error) }
                        return Observable<Int>.timer(.seconds(5), scheduler: scheduler)
                    }
                })
                .subscribe(onNext: { emit("取得 JSON 成功: \($0) at t=\(scheduler.clock)") },
                           onError: { emit("取得 JSON 失败: \($0)") })
                .disposed(by: disposeBag)
            scheduler.start()
        }
    }

    func testRetryWhenAsyncFailingSource() {
        assertPrints(asRxSwift: "X retryWhen async failing source") { emit in
            let scheduler = TestScheduler(initialClock: 0, resolution: 1)
            var attempts = 0
            let rxJson = Observable<String>.deferred { attempts += 1; emit("t=\(scheduler.clock) attempt \(attempts)")
                return Observable<String>.error(SeedError.test).delaySubscription(.seconds(0), scheduler: scheduler) }
            rxJson
                .retry(when: { (rxError: Observable<Error>) -> Observable<Int> in
                    rxError.enumerated().flatMap { (index, error) -> Observable<Int> in
                        guard index < 4 else { return Observable.error(error) }
                        return Observable<Int>.timer(.seconds(5), scheduler: scheduler)
                    }
                })
                .subscribe(onNext: { emit("ok \($0)") }, onError: { emit("取得 JSON 失败: \($0) at t=\(scheduler.clock)") })
                .disposed(by: disposeBag)
            scheduler.start()
        }
    }

    func testResultKeepsSubscriptionAlive() {
        assertPrints(asRxSwift: "002 Result keeps subscription alive") { emit in
            let taps = PublishSubject<Void>()
            let rxUserInfo = BehaviorSubject(value: "userInfo")
            var calls = 0
            func update(_ info: String) -> Observable<Void> {
                calls += 1
                return calls == 1 ? .error(SeedError.test) : .just(())
            }
            taps.withLatestFrom(rxUserInfo)
                .flatMapLatest { userInfo -> Observable<Result<Void, Error>> in
                    update(userInfo).map(Result.success).catch { .just(Result.failure($0)) }
                }
                .subscribe(onNext: { result in
                    switch result {
                    case .success: emit("用户信息更新成功")
                    case .failure(let error): emit("用户信息更新失败: \(error)")
                    }
                })
                .disposed(by: disposeBag)
            taps.onNext(()); taps.onNext(())
        }
    }

    func testNaiveUpdateDiesAfterFirstError() {
        assertPrints(asRxSwift: "002 naive update dies after first error") { emit in
            let taps = PublishSubject<Void>()
            var calls = 0
            func update() -> Observable<Void> { calls += 1; return calls == 1 ? .error(SeedError.test) : .just(()) }
            taps.flatMapLatest { update() }
                .subscribe(onNext: { emit("用户信息更新成功") }, onError: { emit("用户信息更新失败: \($0)") })
                .disposed(by: disposeBag)
            taps.onNext(()); taps.onNext(())
            emit("update() was called \(calls) time(s)")
        }
    }

    @available(*, deprecated, message: "exercises the deprecated catchError spelling")
    func testCatchError() {
        assertPrints(asRxSwift: "002 catchError") { emit in
            let sequenceThatFails = PublishSubject<String>()
            let recoverySequence = PublishSubject<String>()
            sequenceThatFails
                .catchError { emit("Error:", $0); return recoverySequence }
                .subscribe { emit($0) }.disposed(by: disposeBag)
            sequenceThatFails.onNext("😬"); sequenceThatFails.onNext("😨")
            sequenceThatFails.onNext("😡"); sequenceThatFails.onNext("🔴")
            sequenceThatFails.onError(SeedError.test)
            recoverySequence.onNext("😊")
        }
    }

    @available(*, deprecated, message: "exercises the deprecated catchErrorJustReturn spelling")
    func testCatchErrorJustReturn() {
        assertPrints(asRxSwift: "002 catchErrorJustReturn") { emit in
            let sequenceThatFails = PublishSubject<String>()
            sequenceThatFails.catchErrorJustReturn("😊")
                .subscribe { emit($0) }.disposed(by: disposeBag)
            sequenceThatFails.onNext("😬"); sequenceThatFails.onNext("😨")
            sequenceThatFails.onNext("😡"); sequenceThatFails.onNext("🔴")
            sequenceThatFails.onError(SeedError.test)
        }
    }

    func testFlatMapLatest() {
        assertPrints(asRxSwift: "002 flatMapLatest") { emit in
            let first = BehaviorSubject(value: "👦🏻")
            let second = BehaviorSubject(value: "🅰️")
            let variable = BehaviorSubject(value: first)
            let o = variable.asObservable().flatMapLatest { $0 }
            o.subscribe(onNext: { emit($0) }).disposed(by: disposeBag)
            first.onNext("🐱")
            variable.onNext(second)
            second.onNext("🅱️")
            first.onNext("🐶")
        }
    }

    private func retryDemo(_ emit: Lines, times: Int?, errorWhile: @escaping (Int) -> Bool) {
        var count = 1
        let sequenceThatErrors = Observable<String>.create { observer in
            observer.onNext("🍎"); observer.onNext("🍐"); observer.onNext("🍊")
            if errorWhile(count) {
                observer.onError(SeedError.test)
                emit("Error encountered")
                count += 1
            }
            observer.onNext("🐶"); observer.onNext("🐱"); observer.onNext("🐭")
            observer.onCompleted()
            return Disposables.create()
        }
        let retried = times.map { sequenceThatErrors.retry($0) } ?? sequenceThatErrors.retry()
        retried.subscribe(onNext: { emit($0) }).disposed(by: disposeBag)
    }

    func testRetryDemo1() {
        assertPrints(asRxSwift: "002 retry demo 1") { emit in
            retryDemo(emit, times: nil) { $0 == 1 }
        }
    }

    func testRetryDemo2() {
        assertPrints(asRxSwift: "002 retry demo 2") { emit in
            retryDemo(emit, times: 3) { $0 < 5 }
        }
    }
}

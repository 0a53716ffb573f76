import Foundation
import Testing
@testable import LessonRunner

/// What a cell meets where RxSwift itself would refuse: an API RxSwift does not have does not
/// compile, and a misuse that stops RxCocoa's debug build stops the cell with RxCocoa's message.
/// These go through the cell compiler because neither can be seen inside a running test.
@Suite(.serialized) struct RxSwiftParityCellTests {
    /// RxSwift 6 has `asCompletable()` only on observables of `Never` (and on `Single`): an
    /// observable with elements goes through `ignoreElements()` first, and so does a `Maybe`.
    @Test func asCompletableOnAnObservableWithElementsDoesNotCompile() throws {
        let report = try RunnerEnvironment.run("""
        let saved = Observable.of("a", "caption").asCompletable()
        """)
        #expect(report.status == .compileFailed)
        let error = try #require(report.compileErrors.first)
        #expect(error.line == 1)
        // Swift reads it as the `Element == Never` overload, the only one RxSwift has.
        #expect(error.message.contains("Never"))
    }

    @Test func asCompletableOnAMaybeDoesNotCompile() throws {
        let report = try RunnerEnvironment.run("""
        let cached = Maybe.just(1).asCompletable()
        """)
        #expect(report.status == .compileFailed)
        #expect(try #require(report.compileErrors.first).line == 1)
    }

    @Test func theWayRxSwiftHasCompiles() throws {
        let report = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        Observable.of("a", "caption").ignoreElements().asCompletable()
            .subscribe(onCompleted: { print("saved") })
            .disposed(by: bag)
        Single.just(1).asCompletable()
            .subscribe(onCompleted: { print("done") })
            .disposed(by: bag)
        """)
        #expect(report.status == .finished)
        #expect(report.stdout == "saved\ndone\n")
    }

    /// A control event cannot fail; when its source fails anyway, `asSignal()` stops the cell
    /// where RxCocoa's debug build stops, instead of ending the signal quietly.
    @Test func aFailingControlEventStopsItsSignalWithRxCocoasMessage() throws {
        let report = try RunnerEnvironment.run("""
        struct Broken: Error {}
        let taps = PublishSubject<Int>()
        _ = ControlEvent(events: taps).asSignal().emit(onNext: { print("tap", $0) })
        taps.onNext(1)
        taps.onError(Broken())
        print("not reached")
        """)
        #expect(report.status == .crashed)
        #expect(report.stdout == "tap 1\n")
        #expect(report.crash?.message == "Fatal error: Somehow signal received error from a source that shouldn't fail.")
    }

    @Test func aFailingControlPropertyStopsItsDriverWithRxCocoasMessage() throws {
        let report = try RunnerEnvironment.run("""
        struct Broken: Error {}
        let text = PublishSubject<String>()
        _ = ControlProperty(values: text, valueSink: text).asDriver().drive(onNext: { print("text", $0) })
        text.onNext("a")
        text.onError(Broken())
        """)
        #expect(report.status == .crashed)
        #expect(report.stdout == "text a\n")
        #expect(report.crash?.message == "Fatal error: Somehow driver received error from a source that shouldn't fail.")
    }

    /// A failing binding stops the cell with the sentence RxSwift 6.10 prints, word for word: RxRelay
    /// calls a replay relay a "behavior relay" there, and RxCocoa's control property says only
    /// "Binding error".
    @Test(arguments: [
        ("PublishRelay<Int>()", "Binding error to publish relay: Broken()"),
        ("BehaviorRelay<Int>(value: 0)", "Binding error to behavior relay: Broken()"),
        ("ReplayRelay<Int>.create(bufferSize: 1)", "Binding error to behavior relay: Broken()"),
        ("ControlProperty(values: PublishSubject<Int>(), valueSink: PublishSubject<Int>())", "Binding error: Broken()"),
    ])
    func aFailingBindingStopsWithRxSwiftsSentence(target: String, message: String) throws {
        let report = try RunnerEnvironment.run("""
        struct Broken: Error {}
        let target = \(target)
        _ = Observable<Int>.error(Broken()).bind(to: target)
        print("not reached")
        """)
        #expect(report.status == .crashed)
        #expect(report.stdout == "")
        #expect(report.crash?.message == "Fatal error: " + message)
    }
}

import Foundation
import RxCore
import XCTest

// RxSwift programs from shared/conformance/seed_examples.swift that use only the APIs of the
// first core milestone. They compile here unchanged (apart from the missing `import RxSwift`),
// and each must print exactly what RxSwift 6.9.1 printed.

enum TestError: Error { case test }

final class SeedSnippetsCoreITests: ConformanceTestCase {
    func testFilter() {
        assertPrints(asRxSwift: "001 filter") {
            Observable.of(2, 23, 5, 60, 1, 31).filter { $0 > 10 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testDistinctUntilChanged() {
        assertPrints(asRxSwift: "001 distinctUntilChanged") {
            Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testMapToString() {
        assertPrints(asRxSwift: "001 map") {
            Observable.of(1, 2).map { "String: " + String($0) }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testCompactMap() {
        assertPrints(asRxSwift: "001 compactMap") {
            Observable.of("1", "not-a-number", "2").compactMap { Int($0) }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testFlatMapSensors() {
        assertPrints(asRxSwift: "001 flatMap sensors") {
            struct TemperatureSensor { let temperature: Observable<Int> }
            let sensor1 = TemperatureSensor(temperature: Observable.of(21, 23))
            let sensor2 = TemperatureSensor(temperature: Observable.of(22, 25))
            Observable.of(sensor1, sensor2).flatMap { $0.temperature }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testStartWithTwoElements() {
        assertPrints(asRxSwift: "001 startWith") {
            Observable.of(1, 2).startWith(3, 4)
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testConcatOfTwo() {
        assertPrints(asRxSwift: "001 concat") {
            Observable.of(1, 2).concat(Observable.of(3, 4))
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testMergeOfSubjects() {
        assertPrints(asRxSwift: "001 merge") {
            let first = PublishSubject<Int>(); let second = PublishSubject<Int>()
            Observable.of(first, second).merge()
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            first.onNext(1); first.onNext(2); second.onNext(11); first.onNext(3)
            second.onNext(12); second.onNext(13); first.onNext(4)
        }
    }

    func testHasContent() {
        assertPrints(asRxSwift: "001 hasContent") {
            let listItems = BehaviorSubject<[Int]>(value: [])
            listItems.map(\.isEmpty).distinctUntilChanged().asObservable()
                .subscribe(onNext: { print("isEmpty:", $0) }).disposed(by: disposeBag)
            listItems.onNext([]); listItems.onNext([1]); listItems.onNext([1, 2]); listItems.onNext([])
        }
    }

    func testCreateZeroToNine() {
        assertPrints(asRxSwift: "002 create 0...9") {
            let numbers: Observable<Int> = Observable.create { observer -> Disposable in
                for i in 0...9 { observer.onNext(i) }
                observer.onCompleted()
                return Disposables.create()
            }
            numbers.subscribe { print($0) }.disposed(by: disposeBag)
        }
    }

    func testAsyncSubject() {
        assertPrints(asRxSwift: "002 AsyncSubject") {
            let subject = AsyncSubject<String>()
            subject.subscribe { print("Subscription: 1 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🐶"); subject.onNext("🐱"); subject.onNext("🐹"); subject.onCompleted()
        }
    }

    func testPublishSubject() {
        assertPrints(asRxSwift: "002 PublishSubject") {
            let subject = PublishSubject<String>()
            subject.subscribe { print("Subscription: 1 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🐶"); subject.onNext("🐱")
            subject.subscribe { print("Subscription: 2 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🅰️"); subject.onNext("🅱️")
        }
    }

    func testReplaySubject() {
        assertPrints(asRxSwift: "002 ReplaySubject") {
            let subject = ReplaySubject<String>.create(bufferSize: 1)
            subject.subscribe { print("Subscription: 1 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🐶"); subject.onNext("🐱")
            subject.subscribe { print("Subscription: 2 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🅰️"); subject.onNext("🅱️")
        }
    }

    func testBehaviorSubject() {
        assertPrints(asRxSwift: "002 BehaviorSubject") {
            let subject = BehaviorSubject(value: "🔴")
            subject.subscribe { print("Subscription: 1 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🐶"); subject.onNext("🐱")
            subject.subscribe { print("Subscription: 2 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🅰️"); subject.onNext("🅱️")
            subject.subscribe { print("Subscription: 3 Event:", $0) }.disposed(by: disposeBag)
            subject.onNext("🍐"); subject.onNext("🍊")
        }
    }

    func testConcatOfSubjects() {
        assertPrints(asRxSwift: "002 concat (Variable replaced by BehaviorSubject)") {
            let subject1 = BehaviorSubject(value: "🍎")
            let subject2 = BehaviorSubject(value: "🐶")
            let variable = BehaviorSubject(value: subject1)
            variable.asObservable().concat().subscribe { print($0) }.disposed(by: disposeBag)
            subject1.onNext("🍐"); subject1.onNext("🍊")
            variable.onNext(subject2)
            subject2.onNext("I would be ignored"); subject2.onNext("🐱")
            subject1.onCompleted()
            subject2.onNext("🐭")
        }
    }

    func testConcatMap() {
        assertPrints(asRxSwift: "002 concatMap") {
            let subject1 = BehaviorSubject(value: "🍎")
            let subject2 = BehaviorSubject(value: "🐶")
            let variable = BehaviorSubject(value: subject1)
            variable.asObservable().concatMap { $0 }.subscribe { print($0) }.disposed(by: disposeBag)
            subject1.onNext("🍐"); subject1.onNext("🍊")
            variable.onNext(subject2)
            subject2.onNext("I would be ignored"); subject2.onNext("🐱")
            subject1.onCompleted()
            subject2.onNext("🐭")
        }
    }

    func testDistinctUntilChangedEmoji() {
        assertPrints(asRxSwift: "002 distinctUntilChanged") {
            Observable.of("🐱", "🐷", "🐱", "🐱", "🐱", "🐵", "🐱").distinctUntilChanged()
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testCreationOperators() {
        assertPrints(asRxSwift: "002 empty/never/error/just/from") {
            Observable<Int>.empty().subscribe { print("empty:", $0) }.disposed(by: disposeBag)
            Observable<Int>.never().subscribe { print("never:", $0) }.disposed(by: disposeBag)
            Observable<Int>.error(TestError.test).subscribe { print("error:", $0) }.disposed(by: disposeBag)
            Observable.just(0).subscribe { print("just:", $0) }.disposed(by: disposeBag)
            Observable.from([0, 1, 2]).subscribe { print("from:", $0) }.disposed(by: disposeBag)
            let optional: Int? = 1
            Observable.from(optional: optional).subscribe { print("from(optional:):", $0) }.disposed(by: disposeBag)
            Observable.repeatElement(0).take(3).subscribe { print("repeatElement.take(3):", $0) }.disposed(by: disposeBag)
        }
    }

    func testFilterNumbers() {
        assertPrints(asRxSwift: "002 filter") {
            Observable.of(2, 30, 22, 5, 60, 1).filter { $0 > 10 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testFlatMapKeepsOldInnerSequences() {
        assertPrints(asRxSwift: "002 flatMap") {
            let first = BehaviorSubject(value: "👦🏻")
            let second = BehaviorSubject(value: "🅰️")
            let variable = BehaviorSubject(value: first)
            variable.asObservable().flatMap { $0 }.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            first.onNext("🐱")
            variable.onNext(second)
            second.onNext("🅱️")
            first.onNext("🐶")
        }
    }

    func testMapTimesTen() {
        assertPrints(asRxSwift: "002 map") {
            Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testMergeEmoji() {
        assertPrints(asRxSwift: "002 merge") {
            let subject1 = PublishSubject<String>(); let subject2 = PublishSubject<String>()
            Observable.of(subject1, subject2).merge().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            subject1.onNext("🅰️"); subject1.onNext("🅱️"); subject2.onNext("①"); subject2.onNext("②")
            subject1.onNext("🆎"); subject2.onNext("③")
        }
    }

    func testReduce() {
        assertPrints(asRxSwift: "002 reduce") {
            Observable.of(10, 100, 1000).reduce(1, accumulator: +)
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testScan() {
        assertPrints(asRxSwift: "002 scan") {
            Observable.of(10, 100, 1000).scan(1) { aggregateValue, newValue in aggregateValue + newValue }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testSkip() {
        assertPrints(asRxSwift: "002 skip") {
            Observable.of("🐱", "🐰", "🐶", "🐸", "🐷", "🐵").skip(2)
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testStartWithChain() {
        assertPrints(asRxSwift: "002 startWith") {
            Observable.of("🐶", "🐱", "🐭", "🐹").startWith("1").startWith("2").startWith("3", "🅰️", "🅱️")
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testTake() {
        assertPrints(asRxSwift: "002 take") {
            Observable.of("🐱", "🐰", "🐶", "🐸", "🐷", "🐵").take(3)
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func testBehaviorRelayReplacesVariable() {
        assertPrints(asRxSwift: "002 BehaviorRelay replaces Variable") {
            let relay = BehaviorRelay(value: "Hello, RxSwift")
            relay.accept("Goodbye, RxSwift")
            print(relay.value)
        }
    }

    func testDoBeforeAndAfter() {
        assertPrints(asRxSwift: "002 do(onNext:afterNext:...)") {
            Observable.of("🍎", "🍐")
                .do(onNext: { print("Intercepted:", $0) },
                    afterNext: { print("Intercepted after:", $0) },
                    onError: { print("Intercepted error:", $0) },
                    afterError: { print("Intercepted after error:", $0) },
                    onCompleted: { print("Completed") },
                    afterCompleted: { print("After completed") })
                .subscribe(onNext: { print("subscriber got", $0) })
                .disposed(by: disposeBag)
        }
    }

    func testPublishRelay() {
        assertPrints(asRxSwift: "002 PublishRelay") {
            let relay = PublishRelay<String>()
            relay.subscribe { print("Event:", $0) }.disposed(by: disposeBag)
            relay.accept("🐶"); relay.accept("🐱")
        }
    }

    func testBehaviorRelay() {
        assertPrints(asRxSwift: "002 BehaviorRelay") {
            let relay = BehaviorRelay(value: "🔴")
            relay.subscribe { print("Event:", $0) }.disposed(by: disposeBag)
            relay.accept("🐶"); relay.accept("🐱")
        }
    }
}

import Foundation
import RxCore
import RxCoreTest
import XCTest

// The remaining RxSwift programs of shared/conformance/seed_examples.swift (combining, filtering,
// sharing, traits, RxCocoa stand-ins), unchanged but for the imports. Each must print exactly what
// RxSwift 6.9.1 printed. Helpers the program defines at file scope are repeated below.

// From the program: virtual-time demo of publish/replay, and the calculator and label types.
private func connectableDemo(_ name: String, replay: Bool, third: Int) {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let source = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
    let intSequence = replay ? source.replay(5) : source.publish()
    _ = intSequence.subscribe(onNext: { print("Subscription 1:, Event: \($0)") })
    scheduler.scheduleAt(2) { _ = intSequence.connect() }
    scheduler.scheduleAt(4) { _ = intSequence.subscribe(onNext: { print("Subscription 2:, Event: \($0)") }) }
    scheduler.scheduleAt(third) { _ = intSequence.subscribe(onNext: { print("Subscription 3:, Event: \($0)") }) }
    scheduler.advanceTo(third + 1)
}
enum Operator { case addition, subtraction, multiplication, division }
enum CalculatorCommand { case clear, changeSign, percent, operation(Operator), equal, addNumber(Character), addDot }
enum CalculatorState {
    case oneOperand(screen: String)
    case oneOperandAndOperator(operand: Double, operator: Operator)
    case twoOperandsAndOperator(operand: Double, operator: Operator, screen: String)
}
extension CalculatorState {
    static let initial = CalculatorState.oneOperand(screen: "0")
    func mapScreen(transform: (String) -> String) -> CalculatorState {
        switch self {
        case let .oneOperand(screen): return .oneOperand(screen: transform(screen))
        case let .oneOperandAndOperator(operand, operat): return .twoOperandsAndOperator(operand: operand, operator: operat, screen: transform("0"))
        case let .twoOperandsAndOperator(operand, operat, screen): return .twoOperandsAndOperator(operand: operand, operator: operat, screen: transform(screen))
        }
    }
    var screen: String {
        switch self { case let .oneOperand(s): return s; case .oneOperandAndOperator: return "0"; case let .twoOperandsAndOperator(_, _, s): return s }
    }
    static func reduce(state: CalculatorState, _ x: CalculatorCommand) -> CalculatorState {
        switch x {
        case .clear: return CalculatorState.initial
        case .addNumber(let c): return state.mapScreen { $0 == "0" ? String(c) : $0 + String(c) }
        case .addDot: return state.mapScreen { $0.range(of: ".") == nil ? $0 + "." : $0 }
        case .changeSign: return state.mapScreen { "\(-(Double($0) ?? 0.0))" }
        case .percent: return state.mapScreen { "\((Double($0) ?? 0.0) / 100.0)" }
        case .operation(let o):
            switch state {
            case let .oneOperand(screen): return .oneOperandAndOperator(operand: Double(screen) ?? .infinity, operator: o)
            case let .oneOperandAndOperator(operand, _): return .oneOperandAndOperator(operand: operand, operator: o)
            case let .twoOperandsAndOperator(operand, oldOperator, screen):
                return .twoOperandsAndOperator(operand: oldOperator.perform(operand, Double(screen) ?? .infinity), operator: o, screen: "0")
            }
        case .equal:
            switch state {
            case let .twoOperandsAndOperator(operand, operat, screen): return .oneOperand(screen: String(operat.perform(operand, Double(screen) ?? .infinity)))
            default: return state
            }
        }
    }
}
extension Operator {
    var perform: (Double, Double) -> Double { switch self { case .addition: return (+); case .subtraction: return (-); case .multiplication: return (*); case .division: return (/) } }
}

final class FakeLabel: ReactiveCompatible { var text: String? }
extension Reactive where Base: FakeLabel {
    var text: Binder<String?> { Binder(base, scheduler: CurrentThreadScheduler.instance) { $0.text = $1; print("label:", $1 ?? "nil") } }
}

final class SeedSnippetsRemainingTests: ConformanceTestCase {
    func test001Combinelatest() {
        assertPrints(asRxSwift: "001 combineLatest") {
            let first = PublishSubject<String>(); let second = PublishSubject<String>()
            Observable.combineLatest(first, second) { $0 + $1 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            first.onNext("1"); second.onNext("a"); first.onNext("2"); second.onNext("b")
            second.onNext("c"); first.onNext("3"); first.onNext("4")
        }
    }

    func test001Zip() {
        assertPrints(asRxSwift: "001 zip") {
            let first = PublishSubject<String>(); let second = PublishSubject<String>()
            Observable.zip(first, second) { $0 + $1 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            first.onNext("1"); second.onNext("a"); first.onNext("2"); second.onNext("b")
            second.onNext("c"); first.onNext("3"); first.onNext("4")
        }
    }

    func test002Combinelatest() {
        assertPrints(asRxSwift: "002 combineLatest") {
            let first = PublishSubject<String>(); let second = PublishSubject<String>()
            Observable.combineLatest(first, second) { $0 + $1 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            first.onNext("1"); second.onNext("A"); first.onNext("2"); second.onNext("B")
            second.onNext("C"); second.onNext("D"); first.onNext("3"); first.onNext("4")
        }
    }

    func test002ConnectPublishVirtualTime() {
        assertPrints(asRxSwift: "002 connect/publish (virtual time)", keepsSubscriptionsAlive: true) {
         connectableDemo("publish", replay: false, third: 6) 
        }
    }

    func test002Replay5VirtualTime() {
        assertPrints(asRxSwift: "002 replay(5) (virtual time)", keepsSubscriptionsAlive: true) {
         connectableDemo("replay", replay: true, third: 8) 
        }
    }

    @available(*, deprecated, message: "the documents' example uses the RxSwift 5 spelling on purpose")
    func test002Elementat() {
        assertPrints(asRxSwift: "002 elementAt") {
            Observable.of("🐱", "🐰", "🐶", "🐸", "🐷", "🐵").elementAt(3)
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    @available(*, deprecated, message: "the documents' example uses the RxSwift 5 spelling on purpose")
    func test002Skipuntil() {
        assertPrints(asRxSwift: "002 skipUntil") {
            let sourceSequence = PublishSubject<String>(); let referenceSequence = PublishSubject<String>()
            sourceSequence.skipUntil(referenceSequence).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            sourceSequence.onNext("🐱"); sourceSequence.onNext("🐰"); sourceSequence.onNext("🐶")
            referenceSequence.onNext("🔴")
            sourceSequence.onNext("🐸"); sourceSequence.onNext("🐷"); sourceSequence.onNext("🐵")
        }
    }

    @available(*, deprecated, message: "the documents' example uses the RxSwift 5 spelling on purpose")
    func test002Skipwhile() {
        assertPrints(asRxSwift: "002 skipWhile") {
            Observable.of(1, 2, 3, 4, 3, 2, 1).skipWhile { $0 < 4 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func test002Takelast() {
        assertPrints(asRxSwift: "002 takeLast") {
            Observable.of("🐱", "🐰", "🐶", "🐸", "🐷", "🐵").takeLast(3)
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    @available(*, deprecated, message: "the documents' example uses the RxSwift 5 spelling on purpose")
    func test002Takeuntil() {
        assertPrints(asRxSwift: "002 takeUntil") {
            let sourceSequence = PublishSubject<String>(); let referenceSequence = PublishSubject<String>()
            sourceSequence.takeUntil(referenceSequence).subscribe { print($0) }.disposed(by: disposeBag)
            sourceSequence.onNext("🐱"); sourceSequence.onNext("🐰"); sourceSequence.onNext("🐶")
            referenceSequence.onNext("🔴")
            sourceSequence.onNext("🐸"); sourceSequence.onNext("🐷"); sourceSequence.onNext("🐵")
        }
    }

    @available(*, deprecated, message: "the documents' example uses the RxSwift 5 spelling on purpose")
    func test002Takewhile() {
        assertPrints(asRxSwift: "002 takeWhile") {
            Observable.of(1, 2, 3, 4, 3, 2, 1).takeWhile { $0 < 4 }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        }
    }

    func test002Withlatestfrom() {
        assertPrints(asRxSwift: "002 withLatestFrom") {
            let firstSubject = PublishSubject<String>(); let secondSubject = PublishSubject<String>()
            firstSubject.withLatestFrom(secondSubject).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            firstSubject.withLatestFrom(secondSubject) { first, second in first + second }
                .subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            firstSubject.onNext("🅰️"); firstSubject.onNext("🅱️")
            secondSubject.onNext("1"); secondSubject.onNext("2")
            firstSubject.onNext("🆎")
        }
    }

    func test002Zip() {
        assertPrints(asRxSwift: "002 zip") {
            let first = PublishSubject<String>(); let second = PublishSubject<String>()
            Observable.zip(first, second) { $0 + $1 }.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            first.onNext("1"); second.onNext("A"); first.onNext("2"); second.onNext("B")
            second.onNext("C"); second.onNext("D"); first.onNext("3"); first.onNext("4")
        }
    }

    func test002DriverReplaysSignalDoesNot() {
        assertPrints(asRxSwift: "002 Driver replays, Signal does not") {
            let tap = PublishRelay<Void>()
            let asDriver: Driver<Void> = tap.asDriver(onErrorDriveWith: .empty())
            let asSignal: Signal<Void> = tap.asSignal()
            asDriver.drive(onNext: { print("Driver observer 1: alert 1") }).disposed(by: disposeBag)
            asSignal.emit(onNext: { print("Signal observer 1: alert 1") }).disposed(by: disposeBag)
            tap.accept(())
            print("-- late observers subscribe now --")
            asDriver.drive(onNext: { print("Driver observer 2: alert 2 (replayed!)") }).disposed(by: disposeBag)
            asSignal.emit(onNext: { print("Signal observer 2: alert 2") }).disposed(by: disposeBag)
            print("-- second tap --")
            tap.accept(())
        }
    }

    func test002SharedVsNotSharedSideEffects() {
        assertPrints(asRxSwift: "002 shared vs not shared side effects") {
            var requests = 0
            let observable: Observable<String> = Observable.create { observer in
                requests += 1
                print("network request #\(requests)")
                observer.onNext("Teacher"); observer.onCompleted()
                return Disposables.create()
            }
            let shareSideEffects: Driver<String> = observable.asDriver(onErrorDriveWith: .empty())
            let relay = BehaviorRelay<String>(value: "")  // keeps the Driver connected like a UI binding would
            shareSideEffects.drive(onNext: { print("driver observer0 got \($0)") }).disposed(by: disposeBag)
            shareSideEffects.drive(onNext: { print("driver observer1 got \($0)") }).disposed(by: disposeBag)
            _ = relay
            print("Driver total requests: \(requests)")
            requests = 0
            let notShareSideEffects: Single<String> = observable.asSingle()
            notShareSideEffects.subscribe(onSuccess: { print("single observer0 got \($0)") }).disposed(by: disposeBag)
            notShareSideEffects.subscribe(onSuccess: { print("single observer1 got \($0)") }).disposed(by: disposeBag)
            print("Single total requests: \(requests)")
        }
    }

    func test002DriverSharedSideEffectsLongLivedSource() {
        assertPrints(asRxSwift: "002 Driver shared side effects (long-lived source)") {
            var requests = 0
            let subject = PublishSubject<String>()
            let observable: Observable<String> = Observable.deferred { requests += 1; print("network request #\(requests)"); return subject }
            let d = observable.asDriver(onErrorDriveWith: .empty())
            d.drive(onNext: { print("observer0 got \($0)") }).disposed(by: disposeBag)
            d.drive(onNext: { print("observer1 got \($0)") }).disposed(by: disposeBag)
            subject.onNext("Teacher")
            print("requests: \(requests)")
        }
    }

    func test002ToarrayReturnsSingle() {
        assertPrints(asRxSwift: "002 toArray returns Single") {
            Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { print($0) }).disposed(by: disposeBag)
        }
    }

    func test002InputValidationSimulated() {
        assertPrints(asRxSwift: "002 input validation simulated") {
            let minimalUsernameLength = 5, minimalPasswordLength = 5
            let username = PublishSubject<String>(), password = PublishSubject<String>()
            final class FakeView { let name: String; init(_ n: String) { name = n } }
            func hiddenBinder(_ v: FakeView) -> Binder<Bool> { Binder(v, scheduler: CurrentThreadScheduler.instance) { v, b in print("\(v.name).isHidden = \(b)") } }
            func enabledBinder(_ v: FakeView) -> Binder<Bool> { Binder(v, scheduler: CurrentThreadScheduler.instance) { v, b in print("\(v.name).isEnabled = \(b)") } }
            let usernameValid = username.map { $0.count >= minimalUsernameLength }.share(replay: 1)
            let passwordValid = password.map { $0.count >= minimalPasswordLength }.share(replay: 1)
            let everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }.share(replay: 1)
            // Binder holds its target weakly: keep the fake views alive for the whole demo
            let passwordField = FakeView("passwordField"), usernameHint = FakeView("usernameHint")
            let passwordHint = FakeView("passwordHint"), button = FakeView("doSomethingButton")
            usernameValid.bind(to: enabledBinder(passwordField)).disposed(by: disposeBag)
            usernameValid.bind(to: hiddenBinder(usernameHint)).disposed(by: disposeBag)
            passwordValid.bind(to: hiddenBinder(passwordHint)).disposed(by: disposeBag)
            everythingValid.bind(to: enabledBinder(button)).disposed(by: disposeBag)
            username.onNext("bee"); username.onNext("beeth0ven"); password.onNext("123"); password.onNext("123456")
            withExtendedLifetime((passwordField, usernameHint, passwordHint, button)) {}
        }
    }

    func test002InputValidationViewsReleasedEarly() {
        assertPrints(asRxSwift: "002 input validation, views released early") {
            final class FakeView { let name: String; init(_ n: String) { name = n } }
            let username = PublishSubject<String>()
            username.map { $0.count >= 5 }
                .bind(to: Binder(FakeView("tmp"), scheduler: CurrentThreadScheduler.instance) { v, b in print("\(v.name).isHidden = \(b)") })
                .disposed(by: disposeBag)
            username.onNext("beeth0ven")
            print("(nothing printed above: Binder's target was already deallocated)")
        }
    }

    func test002SharedSideEffectsInFlightRequestVirtualTime() {
        assertPrints(asRxSwift: "002 shared side effects, in-flight request (virtual time)") {
            let scheduler = TestScheduler(initialClock: 0, resolution: 1)
            var requests = 0
            let observable: Observable<String> = Observable.deferred {
                requests += 1; print("t=\(scheduler.clock) network request #\(requests)")
                return Observable.just("Teacher").delay(.seconds(2), scheduler: scheduler)
            }
            let shared: Driver<String> = observable.asDriver(onErrorDriveWith: .empty())
            shared.drive(onNext: { print("t=\(scheduler.clock) driver observer0 got \($0)") }).disposed(by: disposeBag)
            shared.drive(onNext: { print("t=\(scheduler.clock) driver observer1 got \($0)") }).disposed(by: disposeBag)
            let single: Single<String> = observable.asSingle()
            single.subscribe(onSuccess: { print("t=\(scheduler.clock) single observer0 got \($0)") }).disposed(by: disposeBag)
            single.subscribe(onSuccess: { print("t=\(scheduler.clock) single observer1 got \($0)") }).disposed(by: disposeBag)
            scheduler.start()
            print("total requests: \(requests) (1 for the Driver pair + 2 for the Single pair)")
        }
    }

    func test003GithubSearchViewmodelObservableStubService() {
        assertPrints(asRxSwift: "003 GitHub search ViewModel (Observable, stub service)") {
            struct Repo { let name: String }
            struct Repos { let totalCount: Int; let items: [Repo] }
            func searchRepositories(_ q: String) -> Observable<Repos> {
                Observable.deferred {
                    print("发起请求。 q=\(q)")
                    return .just(Repos(totalCount: q.count * 10, items: [Repo(name: "\(q)-1"), Repo(name: "\(q)-2")]))
                }
            }
            let searchAction = PublishSubject<String>()
            let searchResult = searchAction.filter { !$0.isEmpty }.flatMapLatest(searchRepositories).share(replay: 1)
            let cleanResult = searchAction.filter { $0.isEmpty }.map { _ in Void() }
            let repositories = Observable.of(searchResult.map { $0.items }, cleanResult.map { [] }).merge()
            let navigationTitle = Observable.of(searchResult.map { "共有 \($0.totalCount) 个结果" }, cleanResult.map { "hangge.com" }).merge()
            navigationTitle.subscribe(onNext: { print("title:", $0) }).disposed(by: disposeBag)
            repositories.subscribe(onNext: { print("rows:", $0.map(\.name)) }).disposed(by: disposeBag)
            searchAction.onNext("rx"); searchAction.onNext("rxswift"); searchAction.onNext("")
        }
    }

    func test003ThrottleOnVirtualTime() {
        assertPrints(asRxSwift: "003 throttle on virtual time") {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001) // 1 tick = 1 ms
            let keystrokes = scheduler.createHotObservable([
                .next(100, "r"), .next(200, "rx"), .next(300, "rxs"), .next(900, "rxsw"), .next(1000, "rxswift"),
            ])
            let res = scheduler.start(created: 0, subscribed: 0, disposed: 5000) {
                keystrokes.asObservable().throttle(.milliseconds(500), scheduler: scheduler).distinctUntilChanged()
            }
            print(res.events.map { "\($0.time)ms \($0.value)" }.joined(separator: "\n"))
        }
    }

    func test004MapVsCompactmapOnArrays() {
        assertPrints(asRxSwift: "004 map vs compactMap on arrays") {
            let possibleNumbers = ["1", "2", "three", "///4///", "5"]
            let mapped: [Int?] = possibleNumbers.map { str in Int(str) }
            print(mapped)
            let flatMapped: [Int] = possibleNumbers.compactMap { str in Int(str) }
            print(flatMapped)
        }
    }

    func test002CalculatorViaScan() {
        assertPrints(asRxSwift: "002 calculator via scan") {
            let commands = PublishSubject<CalculatorCommand>()
            commands.scan(CalculatorState.initial, accumulator: CalculatorState.reduce).startWith(.initial)
                .map { $0.screen }.subscribe(onNext: { print("screen:", $0) }).disposed(by: disposeBag)
            for c: CalculatorCommand in [.addNumber("1"), .operation(.addition), .addNumber("2"), .operation(.addition), .addNumber("3"), .equal] { commands.onNext(c) }
        }
    }

    func test002AnyobserverAndFakelabelBinder() {
        assertPrints(asRxSwift: "002 AnyObserver and FakeLabel binder") {
            let observer = AnyObserver<Int> { event in print("got", event) }
            Observable.of(1, 2).subscribe(observer).disposed(by: disposeBag)
            let label = FakeLabel()
            Observable<String?>.of("a", nil).bind(to: label.rx.text).disposed(by: disposeBag)
            withExtendedLifetime(label) {}
        }
    }

}

/// Cells the tests compile and run, as a learner would type them.
enum Fixtures {
    static let rxMap = """
    import RxSwift

    let bag = DisposeBag()
    Observable.of(1, 2, 3)
        .map { $0 * 10 }
        .subscribe(onNext: { print($0) })
        .disposed(by: bag)
    """

    /// A type error on line 3.
    static let typeErrorOnLine3 = """
    let greeting = "hello"
    print(greeting)
    let number: Int = greeting
    """

    static let fatalErrorOnLine2 = """
    print("before")
    fatalError("boom")
    """

    static let forceUnwrapNil = """
    let missing: Int? = nil
    print(missing!)
    """

    static let failedPrecondition = """
    let count = 3
    precondition(count > 5, "count must exceed 5")
    """

    static let stackOverflow = """
    func descend(_ depth: Int) -> Int { descend(depth + 1) + 1 }
    print(descend(0))
    """

    static let endlessLoop = """
    var spins = 0
    while true { spins &+= 1 }
    """

    static let sleepsForever = """
    import Foundation
    print("going to sleep")
    Thread.sleep(forTimeInterval: 100_000)
    """

    /// 100 MB: 100,000 lines of 1,000 bytes.
    static let hundredMegabytes = """
    let line = String(repeating: "x", count: 999)
    for _ in 0 ..< 100_000 { print(line) }
    """

    static let readsStdin = """
    if let line = readLine() { print("got \\(line)") } else { print("EOF") }
    """

    /// Starts `sleep 60` (which inherits stdout and stderr) and ends at once.
    /// Starts `sleep` under the name `name` (bash's `exec -a`), which keeps the cell's stdout open.
    static func grandchildKeepsStdoutOpen(named name: String) -> String {
        """
        import Foundation
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/bash")
        sleeper.arguments = ["-c", "exec -a \(name) sleep 60"]
        try! sleeper.run()
        print("started \\(sleeper.processIdentifier)")
        """
    }

    static let fileLiterals = """
    print(#file)
    print(#filePath)
    print(#fileID)
    """

    /// Both RxSwift and RxTest imports, as in an RxSwift test.
    static let rxSwiftAndRxTestImports = """
    import RxSwift
    import RxRelay
    @testable import RxTest
    import class RxSwift.PublishSubject
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 1)
    print("scheduler clock \\(scheduler.clock), relay \\(relay.value)")
    """

    /// Calls a function whose symbol exists nowhere: compiles, fails to link.
    static let linkError = """
    @_silgen_name("rxlearn_fixture_symbol_that_does_not_exist")
    func missingFunction()
    missingFunction()
    """

    /// Writes two events and a partial third to the event channel (fd 3).
    static let writesEvents = """
    import Foundation
    let events = FileHandle(fileDescriptor: 3, closeOnDealloc: false)
    events.write(Data(#"{"t":0,"value":1}"#.utf8 + [10]))
    events.write(Data(#"{"t":5,"value":2}"#.utf8 + [10]))
    print("wrote events")
    """
}

import Foundation

extension ObservableType {
    /// Prints every subscription, event and disposal with a timestamp and an identifier
    /// (by default `file:line (function)` of the call), as RxSwift's `debug` does:
    /// `2024-01-01 10:00:00.000: cell.swift:3 (__main__) -> Event next(1)`.
    /// On a lesson's virtual clock the timestamp is the virtual time (from 1970-01-01, UTC).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return Debug(source: asObservable(), identifier: name, trimOutput: trimOutput)
    }
}

private final class Debug<Element>: Producer<Element> {
    let source: Observable<Element>
    let identifier: String
    let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(stageName: "debug")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DebugSink(identifier: identifier, trimOutput: trimOutput, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class DebugSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private static var maxEventTextLength: Int { 40 }
    private let identifier: String
    private let trimOutput: Bool

    init(identifier: String, trimOutput: Bool, observer: Observer, cancel: Cancelable) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(observer: observer, cancel: cancel)
        log("subscribed")
    }

    func on(_ event: Event<Observer.Element>) {
        var text = "\(event)"
        if trimOutput && text.count > Self.maxEventTextLength {
            let half = Self.maxEventTextLength / 2
            text = String(text.prefix(half)) + "..." + String(text.suffix(half))
        }
        log("Event \(text)")
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    override func dispose() {
        if !isDisposed { log("isDisposed") }
        super.dispose()
    }

    private func log(_ content: String) {
        Hooks.textOutput("\(DebugClock.timestamp()): \(identifier) -> \(content)")
    }
}

/// Timestamps for `debug`, in RxSwift's format (`yyyy-MM-dd HH:mm:ss.SSS`). On a lesson's virtual
/// clock the time is the virtual time counted from 1970-01-01 00:00:00 UTC, so a cell's `debug`
/// lines are the same on every run and every machine; otherwise it is the local wall clock.
enum DebugClock {
    private static let wallClockFormatter = makeFormatter(timeZone: .current)
    private static let virtualClockFormatter = makeFormatter(timeZone: TimeZone(identifier: "UTC")!)
    private static let lock = SpinLock()

    private static func makeFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        return formatter
    }

    static func timestamp() -> String {
        if let clock = MainScheduler.virtualClock {
            let now = clock.now
            return lock.performLocked { virtualClockFormatter.string(from: now) }
        }
        let now = Date()
        return lock.performLocked { wallClockFormatter.string(from: now) }
    }
}

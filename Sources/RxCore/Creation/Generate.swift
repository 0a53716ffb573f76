/// RxSwift's name for the integer types `range`, `interval` and `timer` work with.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, then completed.
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        precondition(count == 0 || start <= Element.max - (count - 1), "overflow of count")
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    let start: Element
    let count: Element
    let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
        super.init(stageName: "range")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RangeSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    // Copied from the producer so the per-element path reads only this object's own fields
    // (reading a field of another generic class costs a metadata lookup each time).
    private var nextValue: Observer.Element = 0
    private var remaining = 0

    func run(_ parent: RangeProducer<Observer.Element>) -> Disposable {
        if parent.scheduler is CurrentThreadScheduler {
            nextValue = parent.start
            remaining = Int(parent.count)
            // The loop holds this sink until it ends or is disposed: its queued step may run
            // after everything else has let go of the sink.
            return TrampolineLoop.start { shouldYield in self.emit(until: shouldYield) }
        }
        return parent.scheduler.scheduleRecursive(Observer.Element(0)) { index, recurse in
            if index < parent.count {
                self.forwardNext(parent.start + index)
                recurse(index + 1)
            } else {
                self.forwardTerminal(.completed)
            }
        }
    }

    /// Emits until told to yield; the call after the last element completes.
    private func emit(until shouldYield: () -> Bool) -> Bool {
        var value = nextValue
        var left = remaining
        defer {
            nextValue = value
            remaining = left
        }
        while left > 0 {
            let current = value
            value = value &+ 1
            left -= 1
            forwardNext(current)
            if shouldYield() { return true }
        }
        forwardTerminal(.completed)
        return false
    }
}

extension ObservableType {
    /// Emits `element` for ever (combine it with `take`).
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RepeatElement(element: element, scheduler: scheduler)
    }

    /// Emits `initialState`, then each state `iterate` produces, while `condition` holds.
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

private final class RepeatElement<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
        super.init(stageName: "repeatElement")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RepeatElementSink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(element) { element, recurse in
            sink.forwardOn(.next(element))
            recurse(element)
        }
        return (sink, subscription)
    }
}

private final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {}

private final class Generate<Element>: Producer<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
        super.init(stageName: "generate")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = GenerateSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class GenerateSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    func run(_ parent: Generate<Element>) -> Disposable {
        var isFirst = true
        return parent.scheduler.scheduleRecursive(parent.initialState) { state, recurse in
            do {
                let current = isFirst ? state : try parent.iterate(state)
                isFirst = false
                if try parent.condition(current) {
                    self.forwardOn(.next(current))
                    recurse(current)
                } else {
                    self.forwardTerminal(.completed)
                }
            } catch {
                self.forwardTerminal(.error(error))
            }
        }
    }
}

/// An observer for binding values to a target, typically a view: it holds the target weakly
/// (nothing happens once the target is gone), runs the binding on `scheduler` (the main thread by
/// default), ignores completion, and treats an error as a programming mistake.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// - Parameters:
    ///   - target: held weakly; once it is deallocated, elements are ignored.
    ///   - scheduler: where `binding` runs.
    ///   - binding: applies a value to the target.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target = target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalError("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }

    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}

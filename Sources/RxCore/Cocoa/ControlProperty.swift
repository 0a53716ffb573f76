/// A UI property that is both observable (its values) and observable-into (setting it): a text
/// field's text. In a terminal lesson a subject plays both roles:
/// `ControlProperty(values: text, valueSink: text)`.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the current one: the changes.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> { values }

    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the property. Errors are programming mistakes; completion goes to the value sink, as
    /// in RxSwift (a `Binder` sink ignores it; a subject used as the sink completes).
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxFatalError("Binding error: \(error)")
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

/// The capability of `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}

extension ControlPropertyType where Element == String? {
    /// The text with nil read as "", as `textField.rx.text.orEmpty`.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

/// Observes the sequence an operator hands over to — `catch`'s replacement, `switchIfEmpty`'s
/// other sequence, `timeout`'s fallback — and passes everything it sees downstream as it is: its
/// elements, and its end as the end of the whole subscription.
final class HandOffObserver<Observer: ObserverType>: ObserverType {
    private let sink: Sink<Observer>

    init(sink: Sink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            sink.forwardTerminal(event)
        } else {
            sink.forwardOn(event)
        }
    }
}

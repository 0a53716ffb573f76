/// A resource that can be released: a subscription, scheduled work, a connection.
public protocol Disposable {
    func dispose()
}

/// A disposable that can say whether it has been disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

/// Factories for the common disposables.
public enum Disposables {}

extension Disposable {
    /// Adds this disposable to `bag`; it is disposed when the bag is.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

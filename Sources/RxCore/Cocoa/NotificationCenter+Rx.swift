import Foundation

#if !canImport(ObjectiveC)
// On Apple platforms `NotificationCenter` is an `NSObject` and gets `rx` from it (Reactive.swift);
// the Foundation of other platforms makes it a plain class, so it gets `rx` here.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center as a sequence: each subscription adds an observer
    /// for `name` (every name when nil) from `object` (any sender when nil), and disposing the
    /// subscription removes it. The sequence never ends by itself.
    ///
    /// `object` is held weakly, as in RxSwift: if it is gone by the time of a subscription, that
    /// subscription filters by name only.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}

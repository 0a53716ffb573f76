import Foundation

/// The `rx` namespace: `view.rx.isHidden`, `button.rx.tap`. Extensions on `Reactive where Base: …`
/// add reactive properties to a type without cluttering the type itself.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the reactive properties belong to.
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    /// Any writable property of a class becomes a `Binder`: `label.rx.text` binds to `label.text`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// Types that have an `rx` namespace.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    static var rx: Reactive<ReactiveBase>.Type { get set }
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}  // Lets `rx` be used on `mutating` paths, as in RxSwift.
    }

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

/// Every `NSObject` has an `rx` namespace, as in RxSwift: `NotificationCenter.default.rx.notification(…)`.
extension NSObject: ReactiveCompatible {}

import RxCore

// Events compare equal when they are the same kind with equal elements. Errors compare by their
// printed description, because `Swift.Error` is not `Equatable`: two `TestError.boom` values are
// equal, and so are two errors that merely print the same. This is how RxTest compares them.
//
// The conformances live in the test kit, as in RxTest, so that the core makes no promise about
// comparing errors.

/// Whether two errors count as the same event: they print the same.
func errorsMatch(_ left: Swift.Error, _ right: Swift.Error) -> Bool {
    "\(left)" == "\(right)"
}

extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)):
            return errorsMatch(left, right)
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

/// `SingleEvent` is Swift's `Result<Element, Swift.Error>`, which cannot be `Equatable` (the
/// standard library's conformance wants an `Equatable` failure type), so it gets the operator
/// only: `events[0] == .success(1)` works, an array of them is compared with the kit's
/// `XCTAssertEqual` overloads.
public func == <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)):
        return left == right
    case (.failure(let left), .failure(let right)):
        return errorsMatch(left, right)
    default:
        return false
    }
}

/// The negation of `==` for `SingleEvent`.
public func != <Element: Equatable>(lhs: SingleEvent<Element>, rhs: SingleEvent<Element>) -> Bool {
    !(lhs == rhs)
}

import RxCore

/// Events compare equal when they are the same kind with equal elements. Errors compare by their
/// printed description, because `Swift.Error` is not `Equatable`: two `TestError.boom` values are
/// equal, and so are two errors that merely print the same. This is how RxTest compares them.
///
/// The conformance lives in the test kit, as in RxTest, so that the core makes no promise about
/// comparing errors.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
            return left == right
        case (.error(let left), .error(let right)):
            return "\(left)" == "\(right)"
        case (.completed, .completed):
            return true
        default:
            return false
        }
    }
}

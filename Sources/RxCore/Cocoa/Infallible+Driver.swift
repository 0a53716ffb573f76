extension InfallibleType {
    /// The infallible sequence as a `Driver`: it cannot fail, so no error strategy is needed; it is
    /// observed on the driver's scheduler and shared with its replay.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

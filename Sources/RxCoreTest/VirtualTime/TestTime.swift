/// Virtual time of a `TestScheduler`, in ticks. With the default resolution a tick is one
/// second, so `.seconds(5)` is 5 ticks; with `resolution: 0.001` a tick is a millisecond.
public typealias TestTime = Int

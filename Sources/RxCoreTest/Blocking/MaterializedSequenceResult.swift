/// How a blocked-on sequence ended, with the elements it produced before that.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after these elements.
    case completed(elements: [T])
    /// The sequence failed (or timed out, with `RxError.timeout`) after these elements.
    case failed(elements: [T], error: Error)
}

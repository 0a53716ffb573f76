/// A stage that knows the operator name the learner wrote, where one class serves several
/// operators (`Merge` is `flatMap`, `concatMap` and `merge`).
protocol NamedStage {
    var stageName: String { get }
}

/// The operator name a watched chain shows for a stage: `map`, `filter`, `of` …
enum StageNames {
    /// Classes whose name is not the operator's (`TakeCount` is `take`). Every other class is
    /// named after its operator already: `Map` → `map`, `DistinctUntilChanged` →
    /// `distinctUntilChanged`.
    private static let operatorByClass: [String: String] = [
        "AnonymousObservable": "create",
        "AsSingleOrMaybe": "asSingle",
        "AsyncSubject": "AsyncSubject",
        "BehaviorSubject": "BehaviorSubject",
        "BufferTimeCount": "buffer",
        "CombineLatestCollection": "combineLatest",
        "ConnectableObservable": "multicast",
        "DefaultIfEmpty": "ifEmpty(default:)",
        "EmptyProducer": "empty",
        "ErrorProducer": "error",
        "GroupObservable": "group",
        "HotObservable": "hot observable",
        "ColdObservable": "cold observable",
        "JustScheduled": "just",
        "MergeArray": "merge",
        "MulticastSelector": "multicast",
        "NeverProducer": "never",
        "ObservableOptional": "from(optional:)",
        "ObservableSequence": "of",
        "ObserveOnSerialDispatchQueue": "observe(on:)",
        "PublishSubject": "PublishSubject",
        "RangeProducer": "range",
        "ReplaySubject": "ReplaySubject",
        "RetryWhen": "retry(when:)",
        "ShareWhileConnected": "share",
        "SingleProducer": "single",
        "SkipCount": "skip",
        "SkipTime": "skip(for:)",
        "SkipUntil": "skip(until:)",
        "SkipWhile": "skip(while:)",
        "SubscribeOn": "subscribe(on:)",
        "SwitchIfEmpty": "ifEmpty(switchTo:)",
        "TakeCount": "take",
        "TakeTime": "take(for:)",
        "TakeUntil": "take(until:)",
        "TakeUntilPredicate": "take(until:)",
        "ObserveOn": "observe(on:)",
        "WindowObservable": "window",
        "WindowTimeCount": "window",
        "ZipCollection": "zip",
    ]

    static func name(of stage: AnyObject) -> String {
        if let named = stage as? NamedStage { return named.stageName }
        return name(ofType: type(of: stage))
    }

    static func name(ofType type: Any.Type) -> String {
        var typeName = String(describing: type)
        if let generics = typeName.firstIndex(of: "<") { typeName = String(typeName[..<generics]) }
        if let name = operatorByClass[typeName] { return name }
        // CombineLatest2 … CombineLatest8, Zip2 … Zip8: the arity is not part of the operator.
        while let last = typeName.last, last.isNumber { typeName.removeLast() }
        guard let first = typeName.first else { return "operator" }
        return first.lowercased() + typeName.dropFirst()
    }
}

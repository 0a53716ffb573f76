/// Not RxSwift API: how a sequence type outside RxCore that is not an `Observable` names itself in
/// a watched chain (RxCoreTest's hot and cold observables say `hot observable` and
/// `cold observable`). RxCore's own sequences declare their names as they are made
/// (`Observable.stageName`); any other `ObservableType` is shown under its type's name.
public protocol _WatchedStageNaming {
    var _stageName: String { get }
}

/// A type's name as written in source, without its generic arguments: `Clicks<Int>` → `Clicks`.
enum TypeName {
    static func withoutGenerics(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}

import Localization

import Playground

/// Playground screens made from the engine's catalog (`PlaygroundCatalog`): what each operator
/// does, what the learner changes, its inputs and the comparisons it belongs to.
extension PlaygroundState {
    /// The playground of `name` (a RxSwift 6 name, an alias or an RxSwift 5 spelling).
    static func single(_ name: String, origin: Origin) -> PlaygroundState? {
        guard let found = PlaygroundCatalog.find(name) else { return nil }
        return PlaygroundState(
            subject: .single(operatorName: found.name), origin: origin, title: found.name,
            summary: [UIText.Playground.summaryLine(found.name, found.summary)], youChange: found.youChange,
            operators: [found.name], frameDuration: found.frameMilliseconds,
            fields: found.inputs.map { MarbleField(name: $0.name, text: $0.marbles) })
    }

    /// The comparison that plays `name` beside the operators it is most often confused with.
    static func comparison(containing name: String, origin: Origin) -> PlaygroundState? {
        guard let found = PlaygroundCatalog.find(name), let comparison = PlaygroundCatalog.comparison(containing: found.name) else {
            return nil
        }
        return compared(comparison.operators, in: comparison, from: found.name, origin: origin)
    }

    /// Two or three operators side by side, as `rxlearn play A B` names them: on the inputs of
    /// the comparison that holds them, else of the first operator's example (as the player does).
    static func comparison(of names: [String], origin: Origin) -> PlaygroundState? {
        let found = names.compactMap(PlaygroundCatalog.find)
        guard let first = found.first, found.count == names.count else { return nil }
        let comparison = PlaygroundCatalog.comparisons.first { Set($0.operators).isSuperset(of: found.map(\.name)) }
        return compared(found.map(\.name), in: comparison, from: first.name, origin: origin)
    }

    private static func compared(_ operators: [String], in comparison: PlaygroundComparison?, from operatorName: String,
                                 origin: Origin) -> PlaygroundState? {
        guard let home = PlaygroundCatalog.find(operatorName) else { return nil }
        let summaries = operators.map { name in UIText.Playground.summaryLine(name, PlaygroundCatalog.find(name)?.summary ?? Phrase("")) }
        let inputs = comparison?.inputs ?? home.inputs
        return PlaygroundState(
            subject: .comparison(name: comparison?.name ?? operators.joined(separator: "-"), operatorName: home.name), origin: origin,
            title: operators.joined(separator: " · "), summary: summaries,
            youChange: UIText.Playground.comparisonYouChange,
            operators: operators, frameDuration: comparison?.frameMilliseconds ?? home.frameMilliseconds,
            fields: inputs.map { MarbleField(name: $0.name, text: $0.marbles) })
    }

    /// The comparison that the lesson `lessonID` teaches (`compare-flatmap-family` …), if any.
    static func comparison(taughtBy lessonID: String, origin: Origin) -> PlaygroundState? {
        guard let comparison = PlaygroundCatalog.comparisons.first(where: { $0.lessonID == lessonID }),
              let first = comparison.operators.first else { return nil }
        return compared(comparison.operators, in: comparison, from: first, origin: origin)
    }

    static func hasComparison(_ name: String) -> Bool {
        PlaygroundCatalog.comparison(containing: name) != nil
    }

    /// The operator whose playground belongs to the lesson `lessonID`, if any.
    static func operatorName(taughtBy lessonID: String) -> String? {
        PlaygroundCatalog.operators.first { $0.lessonID == lessonID }?.name
    }

    /// The comparisons, for a learner who asked for one where there is none.
    static var comparisonNames: [String] {
        PlaygroundCatalog.comparisons.map { $0.operators.joined(separator: "/") }
    }
}

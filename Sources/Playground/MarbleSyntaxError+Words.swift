import Localization
import Marbles

/// A marble error in the learner's language: the parser's English, or the catalog's Chinese for
/// the rule it names (`UIText.Marbles`). For the lanes the learner types: the playground's fields
/// and the notebook's predictions.
extension MarbleSyntaxError {
    /// What is wrong.
    public var shownMessage: Phrase { Phrase(message, zh: chinese?.message) }
    /// What to write instead.
    public var shownFix: Phrase { Phrase(fix, zh: chinese?.fix) }
    /// `column 8: … — …`, as `description` says it in English.
    public var shownDescription: Phrase {
        UIText.Marbles.syntaxProblem(column: column, message: shownMessage, fix: shownFix)
    }

    private var chinese: UIText.Marbles.SyntaxWords? {
        switch rule {
        case nil: nil
        case .timeProgressionInGroup: UIText.Marbles.timeProgressionInGroup
        case .groupNeverClosed: UIText.Marbles.groupNeverClosed
        case .dashInGroup: UIText.Marbles.dashInGroup
        case .nestedGroups: UIText.Marbles.nestedGroups
        case .unmatchedClosingParenthesis: UIText.Marbles.unmatchedClosingParenthesis
        case .emptyGroup: UIText.Marbles.emptyGroup
        case .secondSubscription: UIText.Marbles.secondSubscription
        case .subscriptionInGroup: UIText.Marbles.subscriptionInGroup
        case .notASymbol(let character): UIText.Marbles.notASymbol(character)
        case .eventAfterEnd(let endColumn): UIText.Marbles.eventAfterEnd(endColumn: endColumn)
        }
    }
}

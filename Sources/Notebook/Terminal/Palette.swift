import CNcursesw
import NotebookCore

/// How each `Style` looks on this terminal: colours when it has them and `NO_COLOR` is not set,
/// attributes only otherwise, and bold bright colours on black for the projector.
struct Palette {
    enum Kind { case color, monochrome, highContrast }

    let kind: Kind
    private var looks: [Style: (attributes: attr_t, pair: Int16)] = [:]

    /// Call after `start_color`, when the terminal has colours.
    init(kind: Kind) {
        self.kind = kind
        var pairNumber: Int16 = 1
        for style in Style.allCases {
            let look = Self.look(of: style, kind: kind)
            var pair: Int16 = 0
            if kind != .monochrome, look.foreground != nil || look.background != nil {
                init_pair(pairNumber, look.foreground ?? -1, look.background ?? -1)
                pair = pairNumber
                pairNumber += 1
            }
            looks[style] = (look.attributes, pair)
        }
    }

    func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
        looks[style] ?? (rxn_a_normal(), 0)
    }

    private struct Look {
        var foreground: Int16?
        var background: Int16?
        var attributes: attr_t
    }

    private static func look(of style: Style, kind: Kind) -> Look {
        let bold = rxn_a_bold(), reverse = rxn_a_reverse(), dim = rxn_a_dim(), underline = rxn_a_underline(), italic = rxn_a_italic()
        let none = rxn_a_normal()
        switch kind {
        case .monochrome:
            let attributes: attr_t = switch style {
            case .heading, .keyword, .mismatch, .key, .warning, .strong: bold
            case .emphasis: italic
            case .paneTitle, .lineNumber, .dim, .comment, .continuation: dim
            case .divergence, .selection, .statusBar, .cursor: reverse
            case .prediction, .code, .typeName: underline
            default: none
            }
            return Look(foreground: nil, background: nil, attributes: attributes)
        case .color, .highContrast:
            let strong = kind == .highContrast
            let base: Int16? = strong ? Int16(COLOR_BLACK) : nil
            func look(_ foreground: Int32, _ attributes: attr_t = none) -> Look {
                Look(foreground: Int16(foreground), background: base, attributes: strong ? attributes | bold : attributes)
            }
            switch style {
            case .plain: return strong ? look(COLOR_WHITE) : Look(foreground: nil, background: nil, attributes: none)
            case .dim: return strong ? look(COLOR_WHITE) : Look(foreground: nil, background: nil, attributes: dim)
            case .heading: return look(COLOR_CYAN, bold)
            case .paneTitle: return look(COLOR_BLUE)
            case .code: return look(COLOR_YELLOW)
            case .strong: return strong ? look(COLOR_WHITE, bold) : Look(foreground: nil, background: nil, attributes: bold)
            case .emphasis: return strong ? look(COLOR_WHITE, italic) : Look(foreground: nil, background: nil, attributes: italic)
            case .continuation: return strong ? look(COLOR_CYAN) : Look(foreground: nil, background: nil, attributes: dim)
            case .lineNumber: return strong ? look(COLOR_WHITE) : Look(foreground: nil, background: nil, attributes: dim)
            case .keyword: return look(COLOR_MAGENTA, bold)
            case .string: return look(COLOR_GREEN)
            case .number: return look(COLOR_CYAN)
            case .comment: return strong ? look(COLOR_WHITE) : Look(foreground: nil, background: nil, attributes: dim)
            case .typeName: return look(COLOR_CYAN)
            case .match: return look(COLOR_GREEN)
            case .mismatch: return look(COLOR_RED, bold)
            case .divergence: return Look(foreground: Int16(COLOR_WHITE), background: Int16(COLOR_RED), attributes: bold)
            case .prediction: return look(COLOR_YELLOW, bold)
            case .cursor: return look(COLOR_YELLOW, bold)
            case .warning: return look(COLOR_YELLOW, bold)
            case .selection: return Look(foreground: nil, background: nil, attributes: reverse)
            case .statusBar: return Look(foreground: Int16(COLOR_BLACK), background: Int16(COLOR_CYAN), attributes: none)
            case .key: return look(COLOR_CYAN, bold)
            }
        }
    }
}

import CNcursesw
import NotebookCore

/// What `get_wch` returned, as the notebook understands it.
enum TerminalInput: Equatable {
    case key(Key)
    case resize
    /// Nothing arrived before the read timed out.
    case none
}

/// Turns ncurses key codes and characters into `Key`s.
enum KeyDecoder {
    static func decode(status: Int32, code: UInt32) -> TerminalInput {
        if status == KEY_CODE_YES_VALUE {
            return decodeFunctionKey(Int32(code))
        }
        guard status == OK else { return .none }
        switch code {
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 9: return .key(.tab)
        case 8, 127: return .key(.backspace)
        case 1...26: return .key(.control(Character(Unicode.Scalar(UInt8(96 + code)))))
        default:
            guard let scalar = Unicode.Scalar(code), code >= 32 else { return .none }
            return .key(.character(Character(scalar)))
        }
    }

    private static let KEY_CODE_YES_VALUE = rxn_key_code_yes()

    private static func decodeFunctionKey(_ code: Int32) -> TerminalInput {
        switch code {
        case rxn_key_resize(): return .resize
        case rxn_key_up(): return .key(.up)
        case rxn_key_down(): return .key(.down)
        case rxn_key_left(): return .key(.left)
        case rxn_key_right(): return .key(.right)
        case rxn_key_backspace(): return .key(.backspace)
        case rxn_key_enter(): return .key(.enter)
        case rxn_key_page_up(): return .key(.pageUp)
        case rxn_key_page_down(): return .key(.pageDown)
        case rxn_key_home(): return .key(.home)
        case rxn_key_end(): return .key(.end)
        default: return .none
        }
    }
}

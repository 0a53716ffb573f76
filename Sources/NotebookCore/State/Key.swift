/// A key press, as the terminal layer decodes it.
public enum Key: Sendable, Equatable {
    case character(Character)
    case enter
    case escape
    case tab
    case backspace
    case up, down, left, right
    case pageUp, pageDown, home, end
    /// A letter typed with Ctrl held: `.control("d")` for Ctrl-D.
    case control(Character)
}

import ClassProtocol
import Foundation

/// The server's command line, as `rxlearn class host` writes it:
/// `rxlearn-class-server --data DIR [--listen HOST:PORT] [--outline FILE] [--new]
/// [--stuck-failures N] [--stuck-minutes N] [--exit-with-stdin]`.
struct ServerOptions: Equatable {
    var host = "127.0.0.1"
    var port = ClassProtocol.defaultPort
    var data: URL
    var outline: URL?
    var startAfresh = false
    var thresholds = StuckThresholds.standard
    /// Stop when standard input ends: the host holds the other end, so the server never outlives it.
    var exitWithStandardInput = false

    static let usage = "usage: rxlearn-class-server --data DIR [--listen HOST:PORT] [--outline FILE] [--new] [--stuck-failures N] [--stuck-minutes N] [--exit-with-stdin]"

    static func parse(_ arguments: [String]) throws -> ServerOptions {
        var options = ServerOptions(data: URL(fileURLWithPath: ""))
        var data: String?
        var rest = arguments[...]
        func value(_ option: String) throws -> String {
            guard let value = rest.popFirst() else { throw ClassServerError.usage("\(option) needs a value. \(usage)") }
            return value
        }
        func count(_ option: String) throws -> Int {
            let text = try value(option)
            guard let number = Int(text), number > 0, number < 100_000 else { throw ClassServerError.usage("\(option) takes a whole number above 0, not \(text).") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--listen": (options.host, options.port) = try listenAddress(try value(argument))
            case "--data": data = try value(argument)
            case "--outline": options.outline = URL(fileURLWithPath: try value(argument))
            case "--new": options.startAfresh = true
            case "--stuck-failures": options.thresholds = StuckThresholds(failedChecks: try count(argument), minutes: options.thresholds.minutes)
            case "--stuck-minutes": options.thresholds = StuckThresholds(failedChecks: options.thresholds.failedChecks, minutes: try count(argument))
            case "--exit-with-stdin": options.exitWithStandardInput = true
            default: throw ClassServerError.usage("unknown argument \(argument). \(usage)")
            }
        }
        guard let data else { throw ClassServerError.usage("--data DIR is missing. \(usage)") }
        options.data = URL(fileURLWithPath: data, isDirectory: true)
        return options
    }

    /// `--listen`'s value (`ClassListenAddress` says which forms), or a usage error.
    static func listenAddress(_ text: String) throws -> (String, Int) {
        guard let address = ClassListenAddress(text) else {
            throw ClassServerError.usage("--listen takes HOST:PORT (127.0.0.1:7117, 0.0.0.0:7117, [::1]:7117), not \(text).")
        }
        return (address.host, address.port)
    }
}

#if os(macOS)
import Darwin

/// macOS has no namespaces for an unprivileged process; `sandbox-exec` with a profile gives the
/// same shape: the private and hidden folders unreadable and unwritable (the home folder and the
/// temporary folders), the exposed folders readable, the cell's working folder (its private home,
/// which holds its temporary folder, made by rxlearn elsewhere) readable and writable, no terminal
/// devices, no network. Later rules of a profile win over earlier ones.
/// (Not tested on Linux machines; `sandbox-exec` is deprecated but still shipped.)
enum Sandbox {
    static func exec(_ request: LaunchRequest) -> Never {
        var rules = ["(version 1)", "(allow default)", "(deny network*)"]
        for folder in request.privateFolders + request.hiddenFolders {
            rules.append("(deny file-read* file-write* (subpath \(quoted(folder))))")
        }
        rules.append(#"(deny file-read* file-write* (regex #"^/dev/(tty|pty|ttys)"))"#)
        for folder in request.exposedFolders {
            rules.append("(allow file-read* (subpath \(quoted(folder))))")
        }
        if let directory = request.directory {
            rules.append("(allow file-read* file-write* (subpath \(quoted(directory))))")
        }
        if request.probe { _exit(0) }
        if let directory = request.directory, chdir(directory) != 0 {
            LaunchFailure.stop("cannot enter \(directory)", errorNumber: errno)
        }
        CellStart.exec(["/usr/bin/sandbox-exec", "-p", rules.joined(separator: "\n")] + request.command)
    }

    /// A string in the profile language: double quotes, with `\` and `"` escaped.
    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
#endif

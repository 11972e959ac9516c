// Replaced by real tests as the module grows.
import Testing

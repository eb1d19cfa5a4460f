// Brings jest-dom's matchers (toBeInTheDocument, toHaveAttribute, ...) into the typecheck of the admin tests.
import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

// antd renders a lot of DOM and these machines are shared: a screen may take longer than the
// default second to show what a test waits for, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

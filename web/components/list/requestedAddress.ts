// The address the user has asked for, which may be ahead of the one the page renders: the router
// shows a navigation only once its guard has approved it (web/router.tsx checks /version.json
// first), and until then the page keeps rendering the previous address. A list reads this to know
// that the rows it shows answer conditions the address no longer holds.
import { createContext, useContext } from 'react';
import type { Location } from 'react-router';

/** Null outside the router (unit tests, a list that is not under the guard). */
export const RequestedAddressContext = createContext<Location | null>(null);

export const useRequestedAddress = (): Location | null => useContext(RequestedAddressContext);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { createAppRouter } from './app/router';

const client = createApolloClient();
const router = createAppRouter(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
